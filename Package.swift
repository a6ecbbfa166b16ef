// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tablesim",
    // Swift concurrency's clocks and in-place string building need macOS 13.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TableEngine", targets: ["TableEngine"]),
        .library(name: "TablesimUIKit", targets: ["TablesimUIKit"]),
        .library(name: "ScenarioLanguage", targets: ["ScenarioLanguage"]),
        .library(name: "ScenarioRuntime", targets: ["ScenarioRuntime"]),
        .executable(name: "tablesim", targets: ["tablesim"]),
        .executable(name: "tablesim-bench", targets: ["tablesim-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // `IndexPath(row:section:)`, `.row`, `.section`: UIKit's spelling, re-exported by the two below.
        .target(name: "TableIndexPath"),
        // The headless UITableView model. Pure Swift, no dependencies.
        .target(name: "TableEngine", dependencies: ["TableIndexPath"]),
        // UIKit's table API (UITableView, cells, diffable data sources) over the engine.
        .target(name: "TablesimUIKit", dependencies: ["TableEngine", "TableIndexPath"]),
        // Lexer, command table, parser and diagnostics of the scenario language.
        .target(name: "ScenarioLanguage", dependencies: ["TableEngine"]),
        // Interpreter, the scenario app model, print/show/svg, file runner and reports.
        .target(name: "ScenarioRuntime", dependencies: ["TableEngine", "ScenarioLanguage"]),
        // libedit, wrapped for Swift (only TableREPL/EditLineReader.swift imports it).
        .systemLibrary(
            name: "CEditLine",
            path: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // A seeded random number generator for randomised tests and the benchmark.
        .target(name: "SeededRandom"),
        .target(name: "TableREPL", dependencies: ["ScenarioRuntime", "ScenarioLanguage", "CEditLine"]),
        .executableTarget(
            name: "tablesim",
            dependencies: [
                "ScenarioRuntime", "TableREPL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "tablesim-bench",
            dependencies: [
                "TableEngine", "TablesimUIKit", "ScenarioRuntime", "ScenarioLanguage", "SeededRandom", "TableREPL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: temporary folders, the built binary and
        // the soak size of the randomised suites (docs/TESTING.md).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The engine's tests compare with the formats `print` uses (ScenarioRuntime's `Format`).
        .testTarget(name: "TableEngineTests", dependencies: ["TableEngine", "ScenarioRuntime", "SeededRandom", "TestSupport"]),
        // With `MemberImportVisibility` on, as an app may have it: what the
        // tests use of UIKit's API must come from `import TablesimUIKit` alone.
        .testTarget(name: "TablesimUIKitTests", dependencies: ["TablesimUIKit", "TableEngine", "SeededRandom", "TestSupport"],
                    swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "TableEngine", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "ScenarioRuntimeTests",
            dependencies: ["ScenarioRuntime", "TableEngine", "ScenarioLanguage", "SeededRandom", "TestSupport"],
            resources: []
        ),
        .testTarget(name: "TableREPLTests", dependencies: ["TableREPL", "ScenarioRuntime", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["tablesim", "ScenarioLanguage", "TestSupport"]),
    ]
)
