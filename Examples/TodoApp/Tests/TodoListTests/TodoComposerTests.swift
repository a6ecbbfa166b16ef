#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation
import Testing
@testable import TodoList

/// The composer: its bar rides the keyboard, and Return adds a to-do.
@MainActor
struct TodoComposerTests {
    @Test func theBarRisesWithTheKeyboardAndReturnAddsAToDo() {
        let composer = TodoComposerViewController(items: [TodoItem(id: 1, title: "Buy milk")])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = composer
        window.makeKeyAndVisible()
        composer.view.layoutIfNeeded()
        #expect(composer.bar.frame == CGRect(x: 0, y: 615, width: 375, height: 52), "at the foot: no keyboard yet")

        composer.field.simulateTap()
        composer.view.layoutIfNeeded()
        #expect(composer.field.isFirstResponder)
        #expect(composer.bar.frame.maxY == 409, "on top of the 258-point keyboard")
        #expect(composer.list.view.frame.height == 357, "the list ends at the bar")

        composer.field.simulateTyping("Water plants")
        composer.field.simulateReturn()
        #expect(composer.list.todo.map(\.title) == ["Water plants", "Buy milk"])
        #expect(composer.field.text == "" && composer.field.isFirstResponder, "ready for the next one")

        composer.field.resignFirstResponder()
        composer.view.layoutIfNeeded()
        #expect(composer.bar.frame.maxY == 667)
    }
}
