import Testing
import TablesimUIKit

/// The UIKit API around table screens that app code calls: menus on bar
/// buttons and buttons, the application, the pasteboard, sharing, images
/// from data, presentations, traits, windows and coordinates.
@MainActor
struct MenuButtonTests {
    @Test func aBarButtonMenuRunsTheChosenActionOnlyWhenOffered() {
        var chosen: [String] = []
        let sort = UIAction(title: "By date") { chosen.append($0.title) }
        let hidden = UIAction(title: "Secret", attributes: .hidden) { chosen.append($0.title) }
        let item = UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"),
                                   menu: UIMenu(title: "Sort", children: [sort, hidden]))
        #expect(item.menu?.title == "Sort" && item.primaryAction == nil)
        item.simulateTap(onMenuAction: sort)
        item.simulateTap(onMenuAction: hidden)
        item.simulateTap(onMenuAction: UIAction(title: "Elsewhere") { chosen.append($0.title) })
        item.isEnabled = false
        item.simulateTap(onMenuAction: sort)
        #expect(chosen == ["By date"])
        #expect(sort.sender as AnyObject? === item)
    }

    @Test func deferredElementsAreProvidedOnceUnlessUncached() {
        var asked = 0
        var uncachedAsked = 0
        let load = UIAction(title: "Loaded") { _ in }
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completion([load])
        }
        let fresh = UIDeferredMenuElement.uncached { completion in
            uncachedAsked += 1
            completion([])
        }
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [fresh, deferred])
        button.showsMenuAsPrimaryAction = true
        var ran = 0
        button.addAction(UIAction { _ in ran += 1 }, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(ran == 0, "a tap shows the menu instead")
        button.simulateTap(onMenuAction: load)
        button.simulateTap(onMenuAction: load)
        #expect(asked == 1 && uncachedAsked == 2 && load.sender as AnyObject? === button)
    }

    @Test func aConfiguredButtonUpdatesItsConfigurationWhenItsStateChanges() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        #expect(button.currentTitle == "Follow" && button.configuration?.style == .filled)
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        button.isSelected = true
        #expect(updates == 1 && button.currentTitle == "Following")
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        #expect(updates == 2)
    }
}

@MainActor
struct ApplicationTests {
    @Test func openingAURLRecordsItAndAnswersByScheme() {
        let app = UIApplication.shared
        app.resetOpenedURLs()
        var results: [Bool] = []
        let site = URL(string: "https://example.com/help")!, phone = URL(string: "tel:123")!
        #expect(app.canOpenURL(site) && !app.canOpenURL(phone))
        app.open(site) { results.append($0) }
        app.open(phone, options: [.universalLinksOnly: false]) { results.append($0) }
        #expect(results == [true, false] && app.openedURLs == [site, phone])
        app.openableSchemes.insert("tel")
        #expect(app.canOpenURL(phone))
        app.openableSchemes.remove("tel")
        app.resetOpenedURLs()
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }

    @Test func networkingTypesComeWithTheLibraryAsWithUIKit() {
        // This file imports no Foundation module: URLSession and URLRequest
        // come with `import TablesimUIKit`, as they come with `import UIKit`.
        var request = URLRequest(url: URL(string: "https://example.com/feed")!)
        request.httpMethod = "POST"
        #expect(request.httpMethod == "POST" && URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }

    @Test func thePasteboardKeepsStringsAndCountsChanges() {
        let board = UIPasteboard.general
        let before = board.changeCount
        board.string = "Ann"
        #expect(board.hasStrings && board.strings == ["Ann"] && board.changeCount == before + 1)
        board.strings = nil
        #expect(!board.hasStrings && board.string == nil)
    }

    @Test func theShareSheetEndsWithItsCompletionAndCopies() {
        let presenter = UIViewController()
        let share = UIActivityViewController(activityItems: ["Buy milk", URL(string: "https://example.com")!],
                                             applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop]
        var ended: [(UIActivity.ActivityType?, Bool)] = []
        share.completionWithItemsHandler = { type, completed, _, _ in ended.append((type, completed)) }
        showInWindow(presenter)
        presenter.present(share, animated: true)
        share.simulateChoose(.airDrop)
        #expect(ended.isEmpty && presenter.presentedViewController === share)
        share.simulateChoose(.copyToPasteboard)
        #expect(ended.count == 1 && ended[0].0 == .copyToPasteboard && ended[0].1)
        #expect(presenter.presentedViewController == nil && UIPasteboard.general.string == "Buy milk")
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
}

@MainActor
struct ImageAndConfigurationTests {
    @Test func imagesFromDataAreTakenOnlyInAKnownFormat() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = UIImage(data: png)
        #expect(image?.pngData() == png && image?.jpegData(compressionQuality: 0.8) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil && UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]))?.jpegData(compressionQuality: 1) != nil)
    }

    @Test func listConfigurationsKeepStyledTextsAndLayout() {
        var content = UIListContentConfiguration.cell()
        let styled = NSMutableAttributedString(string: "Ann")
        content.attributedText = styled
        styled.append(NSAttributedString(string: " Lee"))
        content.textProperties.alignment = .center
        content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
        content.directionalLayoutMargins.leading = 8
        #expect(content.attributedText?.string == "Ann", "a copy is kept")
        #expect(content.textProperties.alignment == .center && content.imageProperties.maximumSize.width == 28)
        #expect(content.directionalLayoutMargins.leading == 8 && content != .cell())
    }
}

@MainActor
struct PresentationAndTraitTests {
    @Test func popoverAndSheetPresentationsFollowTheStyle() {
        let detail = UIViewController()
        #expect(detail.popoverPresentationController == nil)
        let sheet = detail.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
        #expect(detail.sheetPresentationController === sheet && sheet?.detents.map(\.identifier) == [.medium, .large])
        detail.modalPresentationStyle = .popover
        let bar = UIBarButtonItem(systemItem: .action)
        detail.popoverPresentationController?.barButtonItem = bar
        #expect(detail.popoverPresentationController?.barButtonItem === bar && detail.sheetPresentationController == nil)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(alert.sheetPresentationController == nil)
        detail.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(detail.preferredContentSize.height == 200)
    }

    @Test func anInterfaceStyleOverrideReachesSubviewsAndChildControllers() {
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let badge = UIView()
        list.tableView.addSubview(badge)
        #expect(badge.traitCollection.userInterfaceStyle == .light)
        navigation.overrideUserInterfaceStyle = .dark
        #expect(list.traitCollection.userInterfaceStyle == .dark && badge.traitCollection.userInterfaceStyle == .dark)
        badge.overrideUserInterfaceStyle = .light
        #expect(badge.traitCollection.userInterfaceStyle == .light && list.tableView.traitCollection.userInterfaceStyle == .dark)
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic.resolvedColor(with: list.traitCollection) == .black)
    }
}

@MainActor
struct WindowTests {
    @Test func aWindowShowsItsRootAndViewsConvertThroughScrollOffsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && root.view.window === window && root.view.frame == window.bounds)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let field = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 40))
        root.view.addSubview(scroll)
        scroll.addSubview(field)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(field.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 25, y: 155))
        #expect(root.view.convert(CGPoint(x: 25, y: 155), to: field) == CGPoint(x: 5, y: 5))
        #expect(field.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: scroll).origin == CGPoint(x: -20, y: -300))
        #expect(UIView().window == nil)
    }

    @Test func theEnglishCollationIndexesAToZThenHash() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27 && collation.sectionTitles.first == "A" && collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles && collation.section(forSectionIndexTitle: 2) == 2)
        #expect(UITableView.indexSearch == "{search}")
    }
}

/// A controller whose batch update names `tableView` without `self`, as
/// UIKit's non-escaping `updates` allows.
@MainActor
private final class Inbox: UITableViewController {
    var rows = 3
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func receive() {
        rows += 1
        tableView.performBatchUpdates {
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        }
    }
}

@MainActor
struct BatchUpdateClosureTests {
    @Test func updatesDoNotEscapeAndMayBeNil() {
        let inbox = Inbox(style: .plain)
        inbox.tableView.layoutIfNeeded()
        inbox.receive()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 4)
        var completed = false
        inbox.tableView.performBatchUpdates(nil) { completed = $0 }
        #expect(completed)
    }
}
