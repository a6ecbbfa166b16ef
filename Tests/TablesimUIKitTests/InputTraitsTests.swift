import Foundation
import Testing
import TablesimUIKit

/// Keyboard-side API that app code compiles against: text input traits,
/// input views, the assistant item, and the keyboard guide's settings.
@MainActor
struct InputTraitsTests {
    final class PINPad: UIView, UIKeyInput {
        var keyboardType = UIKeyboardType.numberPad
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
    }

    @Test func fieldsTextViewsSearchBarsAndKeyInputViewsShareTheTraits() {
        let field = UITextField(), pin = PINPad()
        let traits: [UITextInputTraits] = [field, UITextView(), UISearchBar(), pin]
        for item in traits { item.returnKeyType = .next }
        #expect(field.returnKeyType == .next && traits[1].returnKeyType == .next && traits[2].returnKeyType == .next)
        #expect(traits[3].keyboardType == .numberPad, "the pad's own setting")
        #expect(traits[3].returnKeyType == .default && traits[3].autocapitalizationType == .sentences,
                "what the pad does not declare has UIKit's default")
    }

    @Test func anInputViewOfTheKeyboardsLookSizesTheKeyboard() {
        let field = UITextField(), pad = UIInputView(frame: CGRect(x: 0, y: 0, width: 375, height: 180), inputViewStyle: .keyboard)
        #expect(pad.inputViewStyle == .keyboard && UIInputView(frame: .zero).inputViewStyle == .default)
        field.inputView = pad
        field.inputAssistantItem.leadingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem()], representativeItem: nil)]
        #expect(field.inputAssistantItem.leadingBarButtonGroups.count == 1, "kept: the iPhone shows no shortcuts bar")
        let screen = UIViewController(), guided = UIView()
        showInWindow(screen)
        screen.view.addSubview(field)
        screen.view.addSubview(guided)
        guided.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            guided.heightAnchor.constraint(equalToConstant: 10),
            guided.bottomAnchor.constraint(equalTo: screen.view.keyboardLayoutGuide.topAnchor),
        ])
        field.becomeFirstResponder()
        screen.view.layoutIfNeeded()
        #expect(guided.frame.maxY == 487, "on top of the 180-point input view")
        field.resignFirstResponder()
    }

    @Test func theKeyboardGuideCanLeaveOutTheSafeAreaAndTracksTheDockedKeyboardsEdges() {
        let tabs = UITabBarController(), screen = UIViewController(), footer = UIView()
        tabs.viewControllers = [screen]
        showInWindow(tabs)
        screen.view.addSubview(footer)
        footer.translatesAutoresizingMaskIntoConstraints = false
        let guide = screen.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            footer.heightAnchor.constraint(equalToConstant: 10),
            footer.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ])
        screen.view.layoutIfNeeded()
        #expect(footer.frame.maxY == 618, "above the tab bar: the safe-area strip")
        guide.usesBottomSafeArea = false
        screen.view.layoutIfNeeded()
        #expect(footer.frame.maxY == 667, "at the view's foot")
        let near = footer.widthAnchor.constraint(equalToConstant: 100), away = footer.widthAnchor.constraint(equalToConstant: 50)
        let top = footer.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor)
        guide.setConstraints([near], activeWhenNearEdge: .bottom)
        guide.setConstraints([away], activeWhenAwayFrom: .top)
        guide.setConstraints([top], activeWhenNearEdge: .top)
        #expect(near.isActive && away.isActive && !top.isActive, "the docked keyboard is at the bottom, away from the top")
    }
}
