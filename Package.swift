// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "brocade",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "brocade", targets: ["brocade"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        // zlib, to compress the pixels sent to a kitty-graphics terminal.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Async-signal-safe handlers, which must not be Swift.
        .target(name: "CTerminalSignals", path: "Sources/CTerminalSignals"),
        // Image decoding and rendering to cells: gdk-pixbuf and libchafa.
        .systemLibrary(name: "CGdkPixbuf", path: "Sources/CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
                       providers: [.apt(["libgdk-pixbuf-2.0-dev"]), .brew(["gdk-pixbuf"])]),
        .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa",
                       providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]),
        .target(name: "CImaging", dependencies: ["CGdkPixbuf", "CChafa"], path: "Sources/CImaging"),
        // The terminal-UI vocabulary, pure Swift: geometry, the canvas,
        // colours, keys, input events, gestures, text width, time, and the
        // program the event loop runs.
        // Its message catalogues are gettext PO files (Language/Catalogues/*.po),
        // compiled in as strings by the EmbedCatalogues plugin.
        .target(name: "BrocadeTUI", path: "Sources/BrocadeTUI", plugins: ["EmbedCatalogues"]),
        .plugin(name: "EmbedCatalogues", capability: .buildTool(), dependencies: ["embed-catalogue"],
                path: "Plugins/EmbedCatalogues"),
        // The plugin's tool: a .po file in, a Swift file with its text out.
        .executableTarget(name: "embed-catalogue", path: "Plugins/EmbedCatalogueTool"),
        // Pure game logic by feature: no terminal, no files, no ncurses.
        .target(name: "BrocadeCore", dependencies: ["BrocadeTUI", "CPrefetch"], path: "Sources/BrocadeCore"),
        // One CPU hint Swift cannot express: read this cache line soon.
        .target(name: "CPrefetch", path: "Sources/CPrefetch"),
        // The only module that touches ncurses and the tty.
        .target(name: "BrocadeTerminal", dependencies: ["BrocadeTUI", "BrocadeCore", "CNcursesw", "CTerminalSignals", "CZlib"], path: "Sources/BrocadeTerminal"),
        // Files: XDG directories, atomic writes, locks, scores, saves, settings.
        .target(name: "BrocadeStorage", dependencies: ["BrocadeTUI", "BrocadeCore"], path: "Sources/BrocadeStorage"),
        // Pictures: files decoded, rendered to cells, cached; written through Storage's atomic write.
        .target(name: "BrocadeImaging", dependencies: ["BrocadeTUI", "BrocadeCore", "BrocadeStorage", "CImaging"], path: "Sources/BrocadeImaging"),
        // Screens and layout, drawn into an in-memory canvas.
        .target(name: "BrocadeApp", dependencies: ["BrocadeTUI", "BrocadeCore"], path: "Sources/BrocadeApp"),
        .executableTarget(
            name: "brocade",
            dependencies: [
                "BrocadeTUI", "BrocadeCore", "BrocadeTerminal", "BrocadeApp", "BrocadeStorage", "BrocadeImaging",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/brocade"
        ),
        .testTarget(name: "BrocadeCoreTests", dependencies: ["BrocadeTUI", "BrocadeCore", "BrocadeTestSupport"], path: "Tests/BrocadeCoreTests"),
        .testTarget(name: "BrocadeTerminalTests", dependencies: ["BrocadeTerminal", "BrocadeTUI", "BrocadeCore", "CZlib"], path: "Tests/BrocadeTerminalTests"),
        .testTarget(name: "BrocadeImagingTests", dependencies: ["BrocadeImaging", "BrocadeStorage", "BrocadeTUI", "BrocadeCore"], path: "Tests/BrocadeImagingTests",
                    exclude: ["Fixtures"]),
        .testTarget(name: "BrocadeStorageTests", dependencies: ["BrocadeStorage", "BrocadeTUI", "BrocadeCore"], path: "Tests/BrocadeStorageTests"),
        // A child process for the storage tests to kill mid-write and to race.
        .executableTarget(name: "storage-stress", dependencies: ["BrocadeStorage", "BrocadeTUI", "BrocadeCore"], path: "Tests/StorageStress"),
        // Release-build benchmark of the rules engines (make bench).
        .executableTarget(name: "rules-bench", dependencies: ["BrocadeTUI", "BrocadeCore"], path: "Tests/Benchmarks/RulesBench"),
        // Release-build timing of the 2048 player on fixed positions.
        .executableTarget(name: "player-bench", dependencies: ["BrocadeTUI", "BrocadeCore"], path: "Tests/Benchmarks/PlayerBench"),
        // Release-build benchmark of the sliding-puzzle solvers.
        .executableTarget(name: "solver-bench", dependencies: ["BrocadeTUI", "BrocadeCore"], path: "Tests/Benchmarks/SolverBench"),
        .executableTarget(name: "picture-bench", dependencies: ["BrocadeImaging", "BrocadeApp", "BrocadeTerminal", "BrocadeTUI", "BrocadeCore"],
                          path: "Tests/Benchmarks/PictureBench"),
        // make docs: the keys and mouse tables of the README and the manual
        // pages, written from the screens' help.
        .executableTarget(name: "keys-docs", dependencies: ["BrocadeApp", "BrocadeImaging", "BrocadeTUI", "BrocadeCore"],
                          path: "Tests/KeysDocs"),
        // What the app's and end-to-end tests share: screens made from a
        // position or a save, and their state read back.
        .target(name: "BrocadeTestSupport", dependencies: ["BrocadeApp", "BrocadeTUI", "BrocadeCore"], path: "Tests/Support"),
        .testTarget(name: "BrocadeAppTests", dependencies: ["BrocadeApp", "BrocadeTUI", "BrocadeCore", "BrocadeTestSupport"],
                    path: "Tests/BrocadeAppTests"),
        // The real binary in tmux; the core and app serve as oracles for what the screen must show.
        .testTarget(name: "BrocadeEndToEndTests", dependencies: ["BrocadeTUI", "BrocadeCore", "BrocadeApp", "BrocadeImaging", "BrocadeTestSupport"],
                    path: "Tests/BrocadeEndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
