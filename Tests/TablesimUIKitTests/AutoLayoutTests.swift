// No `import Foundation`: UIKit re-exports it, and so must TablesimUIKit for
// app code (IndexPath, CGRect, NSCoder below) to compile unchanged.
import Testing
import TablesimUIKit

/// A message cell laid out with anchors, as programmatic UIKit code is.
@MainActor
final class MessageCell: UITableViewCell {
    let bubble = UIView()
    let message = UILabel()
    var bubbleWidth: NSLayoutConstraint!
    var updates = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        message.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(message)
        message.numberOfLines = 0
        message.setContentCompressionResistancePriority(.required, for: .vertical)
        message.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        bubbleWidth = bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            bubble.leadingAnchor.constraint(equalToSystemSpacingAfter: contentView.leadingAnchor, multiplier: 2),
            message.topAnchor.constraint(equalToSystemSpacingBelow: bubble.topAnchor, multiplier: 1),
            message.centerXAnchor.constraint(equalTo: bubble.centerXAnchor),
            bubble.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
            bubbleWidth,
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        updates += 1
        bubbleWidth.constant = -4
        super.updateConstraints()
    }
}

/// A header laid out by hand: its fitting size is its own answer.
@MainActor
final class BannerView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 120) }
}

@MainActor
struct AutoLayoutTests {
    @Test func anchorsMakeTheConstraintsTheyName() {
        let cell = MessageCell(style: .default, reuseIdentifier: "Message")
        let width = cell.bubbleWidth!
        #expect(width.isActive && width.firstItem === cell.bubble && width.secondItem === cell.contentView)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width)
        #expect(width.relation == .lessThanOrEqual && width.multiplier == 0.75 && width.constant == 0)
        let height = cell.bubble.heightAnchor.constraint(equalToConstant: 50)
        #expect(!height.isActive && height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.constant == 50 && height.priority == .required)
        let spaced = cell.message.topAnchor.constraint(equalToSystemSpacingBelow: cell.bubble.bottomAnchor, multiplier: 2)
        #expect(spaced.constant == 16 && spaced.firstAttribute == .top && spaced.secondAttribute == .bottom)
        NSLayoutConstraint.deactivate([width])
        #expect(!width.isActive)
    }

    @Test func contentPrioritiesDefaultAsInUIKitAndKeepWhatIsSet() {
        let cell = MessageCell(style: .default, reuseIdentifier: nil)
        #expect(cell.message.contentCompressionResistancePriority(for: .vertical) == .required)
        #expect(cell.message.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(cell.message.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(cell.bubble.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow && UILayoutPriority(999) < .required)
    }

    @Test func layoutGuidesFollowTheirViewsBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 10, width: 288, height: 180))
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(view.safeAreaInsets == .zero)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides.count == 1 && guide.owningView === view && guide.layoutFrame == view.bounds)
        let constraint = guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        #expect(constraint.firstItem === guide && constraint.constant == 20)
        view.removeLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && guide.owningView == nil && guide.layoutFrame == .zero)
    }

    @Test func addConstraintActivatesAndRemoveConstraintDeactivates() {
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        let pin = NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: view,
                                     attribute: .top, multiplier: 1, constant: 4)
        view.addConstraints([pin, pin])
        #expect(pin.isActive && view.constraints.count == 1)
        view.removeConstraint(pin)
        #expect(!pin.isActive && view.constraints.isEmpty)
    }

    @Test func updateConstraintsRunsOnceWhenAskedForAndSubviewsFirst() {
        let container = UIView()
        let cell = MessageCell(style: .default, reuseIdentifier: nil)
        container.addSubview(cell)
        container.updateConstraintsIfNeeded()
        #expect(cell.updates == 0)
        cell.setNeedsUpdateConstraints()
        #expect(cell.needsUpdateConstraints())
        container.updateConstraintsIfNeeded()
        container.updateConstraintsIfNeeded()
        #expect(cell.updates == 1 && cell.bubbleWidth.constant == -4 && !cell.needsUpdateConstraints())
    }

    @Test func fittingSizesAskSizeThatFits() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(banner.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 120))
        let fitted = banner.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 375, height: 120))
        banner.sizeToFit()
        #expect(banner.frame.size == CGSize(width: 100, height: 120))
        // A plain view keeps its size, UIKit's default `sizeThatFits`.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 30))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func aHeaderSizedByFittingShowsAtThatHeight() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let header = BannerView()
        header.frame.size = header.systemLayoutSizeFitting(CGSize(width: table.bounds.width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        table.tableHeaderView = header
        table.register(MessageCell.self, forCellReuseIdentifier: "Message")
        let source = MessageRowsSource(count: 3)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(table.visibleCells.allSatisfy { $0 is MessageCell })
    }

    @Test func anActivatedConstraintIsHeldByItsItemsClosestCommonAncestor() {
        let cell = MessageCell(style: .default, reuseIdentifier: nil)
        let held = { (view: UIView) in view.constraints.map { "\($0.firstAttribute)-\($0.secondAttribute)" } }
        #expect(cell.contentView.constraints.contains { $0.firstItem === cell.bubble && $0.secondItem is UILayoutGuide },
                "bubble and the content view's margins guide: the content view")
        #expect(held(cell.bubble).contains("centerX-centerX"), "message and bubble: the bubble is the ancestor")
        #expect(held(cell.bubble).contains("height-notAnAttribute"), "a constant size stays with its item")
        NSLayoutConstraint.deactivate([cell.bubbleWidth])
        #expect(!cell.contentView.constraints.contains { $0 === cell.bubbleWidth })
        NSLayoutConstraint.activate([cell.bubbleWidth])
        #expect(cell.contentView.constraints.filter { $0 === cell.bubbleWidth }.count == 1)
        cell.contentView.removeConstraint(cell.bubbleWidth)
        #expect(!cell.bubbleWidth.isActive && !cell.contentView.constraints.contains { $0 === cell.bubbleWidth })
    }

    @Test func theKeyboardGuideSitsAtTheFootOfTheViewWithNoKeyboard() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = UITextField(frame: .zero)
        view.addSubview(field)
        let guide = view.keyboardLayoutGuide
        #expect(guide === view.keyboardLayoutGuide && guide.owningView === view && !guide.followsUndockedKeyboard)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
        let pin = field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        pin.isActive = true
        #expect(view.constraints.contains(pin), "held by the view that owns the guide")
    }

    @Test func itemsInTwoHierarchiesRaiseUIKitsExceptionAndStayInactive() {
        let label = UILabel(frame: .zero), elsewhere = UIView(frame: .zero)
        let constraint = label.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
        let raised = UIKitException.catching { NSLayoutConstraint.activate([constraint]) }
        #expect(raised?.name == .genericException)
        #expect(raised?.reason.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x") == true)
        #expect(raised?.reason.contains("\"UILabel:0x") == true && raised?.reason.contains(".leading\">") == true)
        #expect(raised?.reason.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true)
        #expect(!constraint.isActive && label.constraints.isEmpty && elsewhere.constraints.isEmpty)
        let parent = UIView(frame: .zero)
        parent.addSubview(label)
        parent.addSubview(elsewhere)
        NSLayoutConstraint.activate([constraint])
        #expect(constraint.isActive && parent.constraints.contains { $0 === constraint })
    }

    @Test func aSearchBarInTheTableHeaderSharesTheTableAsAncestor() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let bar = UISearchBar()
        table.tableHeaderView = bar
        let constraint = bar.widthAnchor.constraint(equalTo: table.widthAnchor)
        let raised = UIKitException.catching { constraint.isActive = true }
        #expect(raised == nil && constraint.isActive && table.constraints.contains { $0 === constraint },
                "the header is inside the table, as on iOS")
    }
}

/// Three rows of message cells.
@MainActor
final class MessageRowsSource: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    }
}
