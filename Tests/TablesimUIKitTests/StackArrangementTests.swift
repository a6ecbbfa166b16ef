import Foundation
import Testing
import TablesimUIKit

/// A stack view places its arranged views at its layout pass, as far as their lengths are known.
@MainActor
struct StackArrangementTests {
    @Test func aRowGivesTheOpenViewTheRoomLeftAndCentresAcross() {
        let icon = UIImageView(frame: .zero), title = UILabel(frame: .zero), gone = UIView()
        icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor).isActive = true
        icon.setContentHuggingPriority(.required, for: .horizontal)
        gone.isHidden = true
        let row = UIStackView(arrangedSubviews: [icon, gone, title])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        row.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 24, height: 24), "its constant width, and the height tied to it")
        #expect(title.frame.minX == 36 && title.frame.width == 264, "the room left, after the spacing; the hidden view takes none")
    }

    @Test func aColumnFilledEquallyInsideItsMarginsStretchesAcross() {
        let views = [UIView(), UIView(), UIView()]
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 10
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 130)
        column.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 8, y: 5, width: 184, height: 33.333333333333336),
                                       CGRect(x: 8, y: 48.333333333333336, width: 184, height: 33.333333333333336),
                                       CGRect(x: 8, y: 91.66666666666667, width: 184, height: 33.333333333333336)])
        column.removeArrangedSubview(views[2])
        column.layoutIfNeeded()
        #expect(views[0].frame.height == 55 && views[1].frame.minY == 70, "the arrangement follows a removal at the next pass")
    }
}
