// swift-tools-version: 6.1
import Foundation
import PackageDescription

// tablesim is this repository's root, two folders up; SwiftPM names a path
// dependency after its folder, whatever the clone is called.
let tablesimFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "TodoApp",
    platforms: [.macOS(.v13)], // tablesim's minimum on macOS
    targets: [
        // The app's table code, as it is in the iOS app: it imports UIKit on iOS and TablesimUIKit elsewhere.
        .target(
            name: "TodoList",
            dependencies: [
                .product(name: "TablesimUIKit", package: tablesimFolder.lastPathComponent,
                         condition: .when(platforms: [.linux, .macOS, .windows])),
            ]
        ),
        .testTarget(name: "TodoListTests", dependencies: ["TodoList"]),
    ]
)

package.dependencies = [.package(path: tablesimFolder.path)]
