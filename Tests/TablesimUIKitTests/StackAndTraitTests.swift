import Testing
import TablesimUIKit

/// A view that records the subviews it is told about.
@MainActor
final class WatchingView: UIView {
    var log: [String] = []
    override func didAddSubview(_ subview: UIView) { log.append("add \(subview.tag)") }
    override func willRemoveSubview(_ subview: UIView) { log.append("remove \(subview.tag)") }
}

@MainActor
struct StackAndTraitTests {
    @Test func arrangedViewsAreSubviewsAndLeaveTheArrangementWithTheirSuperview() {
        let (a, b, c) = (UILabel(), UIImageView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b] && stack.subviews.count == 3)
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20 && stack.customSpacing(after: b) == 8)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c] && b.superview == nil)
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews == [c] && stack.subviews.filter { $0 === c }.count == 1)
        #expect(UIStackView.Alignment.top == .leading)
    }

    @Test func subviewHooksRunAroundAddingAndRemoving() {
        let parent = WatchingView()
        let child = UIView()
        child.tag = 7
        parent.addSubview(child)
        parent.insertSubview(child, at: 0)
        child.removeFromSuperview()
        child.removeFromSuperview()
        // Put elsewhere among its siblings, a subview is moved, not removed and added.
        #expect(parent.log == ["add 7", "remove 7"])
        let stack = UIStackView(arrangedSubviews: [UIView(), child])
        stack.insertSubview(child, at: 0)
        #expect(stack.arrangedSubviews.last === child && stack.subviews.first === child)
    }

    @Test func symbolImagesKeepTheirConfigurationModeAndTint() {
        let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .large)
        let star = UIImage(systemName: "star.fill", withConfiguration: config)
        #expect(star?.symbolConfiguration?.pointSize == 22 && star?.symbolConfiguration?.weight == .semibold)
        let template = star?.withRenderingMode(.alwaysTemplate)
        #expect(template?.renderingMode == .alwaysTemplate && template?.systemName == "star.fill")
        #expect(template != star)
        let tinted = UIImage(systemName: "trash")?.withTintColor(.systemRed)
        #expect(tinted?.tintColor == .systemRed && tinted?.renderingMode == .alwaysOriginal)
        let bodyStyle = UIImage(systemName: "gear")?.withConfiguration(.init(textStyle: .body))
        #expect(bodyStyle?.symbolConfiguration?.textStyle == .body)
        #expect(UIImage(systemName: "gear") == UIImage(systemName: "gear"))
    }

    @Test func traitsAreAPhoneInLightModeAndDynamicColoursResolveForThem() {
        let view = UIView()
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.horizontalSizeClass == .compact && view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        #expect(!view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge && UIContentSizeCategory.small < .large)
        let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(card == .white)
        let named = UIColor { _ in .secondaryLabel }
        #expect(named == .secondaryLabel)
        #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: view.traitCollection))
    }
}
