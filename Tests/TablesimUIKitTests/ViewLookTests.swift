// No `import Foundation`: app code gets it from TablesimUIKit, as from UIKit.
import Testing
import TablesimUIKit

/// A feed cell styled the usual way: fonts, a rounded photo with a border, a
/// shadowed card, a rotated chevron.
@MainActor
final class PostCell: UITableViewCell {
    let title = UILabel()
    let photo = UIImageView()
    let card = UIView()
    let chevron = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        photo.contentMode = .scaleAspectFill
        photo.layer.cornerRadius = 20
        photo.clipsToBounds = true
        photo.layer.borderWidth = 1
        photo.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
        contentView.addSubview(card)
        card.addSubview(photo)
        card.addSubview(title)
        contentView.addSubview(chevron)
        accessibilityLabel = "Post"
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
struct ViewLookTests {
    @Test func fontsHaveTheDefaultTextSizesAndWeights() {
        #expect(UILabel().font == .systemFont(ofSize: 17))
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.textStyle == .headline)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: headline) == headline)
        #expect(UIFontMetrics.default.scaledFont(for: headline, maximumPointSize: 12).pointSize == 12)
        #expect(UIFont(name: "Menlo", size: 9)?.fontName == "Menlo")
    }

    @Test func aViewsLayerSharesItsFrameClippingOpacityAndHiding() {
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        #expect(cell.photo.layer === cell.photo.layer)
        #expect(cell.photo.layer.masksToBounds && cell.photo.layer.cornerRadius == 20)
        #expect(cell.photo.layer.borderColor == UIColor.red.cgColor && cell.photo.contentMode == .scaleAspectFill)
        cell.card.layer.masksToBounds = true
        #expect(cell.card.clipsToBounds)
        cell.card.layer.opacity = 0.5
        #expect(cell.card.alpha == 0.5)
        cell.card.layer.frame = CGRect(x: 10, y: 5, width: 100, height: 50)
        #expect(cell.card.frame == CGRect(x: 10, y: 5, width: 100, height: 50))
        #expect(cell.card.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.card.layer.isHidden = true
        #expect(cell.card.isHidden)
        #expect(cell.card.layer.shadowRadius == 3 && cell.card.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(cell.card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test func aHiddenLayerHidesTheCellFromTouches() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(PostCell.self, forCellReuseIdentifier: "Post")
        let source = PostSource()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.isHidden = true
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func sublayersAreAddedInsertedAndRemoved() {
        let view = UIView()
        let gradient = CALayer(), overlay = CALayer()
        view.layer.addSublayer(gradient)
        view.layer.insertSublayer(overlay, at: 0)
        #expect(view.layer.sublayers?.map { $0 === overlay } == [true, false])
        #expect(gradient.superlayer === view.layer)
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.frame == .zero && gradient.frame.width == 10)
        gradient.removeFromSuperlayer()
        overlay.removeFromSuperlayer()
        #expect(view.layer.sublayers == nil && gradient.superlayer == nil)
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let moved = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 2))
        let back = moved.inverted()
        #expect(CGPoint(x: 12, y: 2).applying(back) == CGPoint(x: 1, y: 1))
        #expect(moved.concatenating(back).isIdentity)
        #expect(UIView().transform == .identity)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }

    @Test func insetRectsColoursAndIndicatorInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40))
        let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(UIColor(cgColor: colour.cgColor) == colour)
        let table = UITableView(frame: .zero, style: .plain)
        table.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
        #expect(table.verticalScrollIndicatorInsets.bottom == 300 && table.horizontalScrollIndicatorInsets.bottom == 300)
    }
}

/// Four posts.
@MainActor
final class PostSource: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    }
}
