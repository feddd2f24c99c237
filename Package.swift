// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Bento",
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "DesignFiles", targets: ["DesignFiles"]),
        .library(name: "ImageSnapshots", targets: ["ImageSnapshots"]),
        .library(name: "ImageSnapshotsStrategy", targets: ["ImageSnapshotsStrategy"]),
        .library(name: "ComponentCatalogue", targets: ["ComponentCatalogue"]),
        // `#Preview` beside a component: its own product, so a package that does not use it does
        // not build swift-syntax.
        .library(name: "CataloguePreviews", targets: ["CataloguePreviews"]),
        // SwiftUI on Linux (issue 78, in progress): `import SwiftUI` in a team's view files.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "LoopbackHTTP", targets: ["LoopbackHTTP"]),
        .library(name: "SnapshotReview", targets: ["SnapshotReview"]),
        .library(name: "GalleryEngine", targets: ["GalleryEngine"]),
        .library(name: "GalleryCommands", targets: ["GalleryCommands"]),
        // `gallery mcp`: the catalogue for coding agents, added by a gallery that serves them.
        .library(name: "GalleryAgents", targets: ["GalleryAgents"]),
        // `import GalleryKit` as before: the command line and the engine under one name.
        .library(name: "GalleryKit", targets: ["GalleryKit"]),
        // The only product that links a test framework: `assertSnapshot`, `CatalogueTestCase`.
        .library(name: "CatalogueTesting", targets: ["CatalogueTesting"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .plugin(name: "GalleryPlugin", targets: ["GalleryPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // `swift package generate-documentation`: the DocC catalogues under each library's Sources folder.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The Model Context Protocol's Swift SDK: `gallery mcp`, the catalogue for coding agents.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // C libraries, found through pkg-config. Only Rasterizer (and CPNGCodec) import them; zlib
        // only the tests, to build damaged files
        // (BentoZlib, since ZIPFoundation names its own zlib module CZlib).
        .systemLibrary(
            name: "BentoZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        // SHA-256 (font fingerprints, the hashes review and accept compare) from OpenSSL's libcrypto,
        // which Debian ships built: swift-crypto compiled about a thousand BoringSSL files for it.
        .systemLibrary(
            name: "COpenSSLCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        // XXH3-128 (the reference manifest's pixel fingerprints: a rendered picture is compared with
        // its reference's line at memory speed) from Debian's libxxhash.
        .systemLibrary(
            name: "CXXHash", pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]),
        // HTTP for the reference stores through libcurl's easy interface: no decoding of what a
        // store sends, no redirect followed but by our rules, and a deadline on the whole transfer
        // (Foundation's URLSession on Linux buffers a decoded body whole and cannot be stopped).
        // Loaded when a store first needs it, not linked: libcurl's header (libcurl4-openssl-dev)
        // at build time, libcurl.so.4 at run time.
        .target(name: "CCurl"),

        // AVX2 blending loops, chosen at run time (Swift cannot target one function at AVX2).
        .target(name: "CPixelKernels"),
        // glibc's mallopt, for how the allocator keeps freed picture memory (PictureMemory).
        .systemLibrary(name: "CMalloc"),
        // PNG reading and writing through libpng, whose longjmp errors stay inside these C frames.
        .target(name: "CPNGCodec", dependencies: ["CLibPNG"]),

        // The pipeline: SafeText, SafeFiles -> DesignTokens -> Layout / Rasterizer -> Components -> ComponentCatalogue / ImageSnapshots ->
        // SnapshotReview / GalleryEngine -> GalleryPreview -> GalleryCommands -> gallery; CatalogueTesting for tests.
        .target(name: "SafeText"),
        // Files and hashes: atomic writes inside a folder, hostile files opened safely, SHA-256,
        // XXH3-128; `package` API for Bento's own modules, no product re-exports it.
        .target(name: "SafeFiles", dependencies: ["COpenSSLCrypto", "CXXHash"]),
        // ICU (Debian's libicu) behind plain C: CLDR plural rules, UAX #14 line breaking, the bidi algorithm.
        .target(name: "CUnicodeText", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
        // A team's strings: String Catalogs (`.xcstrings`), their plural and device forms, iOS's fallbacks.
        .target(name: "Localization", dependencies: ["CUnicodeText", "SafeFiles", "SafeText"]),
        .target(name: "DesignTokens", dependencies: ["SafeText"], resources: [.embedInCode("Resources")]),
        // `rounded()` and friends call libm, which Foundation would otherwise link for a client.
        .target(name: "Layout", dependencies: ["SafeText"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "Rasterizer",
            dependencies: [
                "DesignTokens", "SafeText", "SafeFiles", "CPNGCodec", "CFreeType", "CHarfBuzz", "CPixelKernels", "CUnicodeText", "BentoZlib", "CMalloc",
            ]),
        // A design tool's saved answers (Figma's REST API): read as hostile data, summarised, drawn by our engine.
        .target(name: "DesignFiles", dependencies: ["DesignTokens", "Layout", "Rasterizer", "SafeText", "SafeFiles"]),
        .target(
            name: "Components",
            dependencies: ["DesignTokens", "Layout", "Rasterizer", "SafeText"]),
        // Reference pictures by hash: the manifest of a snapshots folder and the stores that keep
        // the pictures outside git (a folder, an HTTP content-addressed store, an OCI registry).
        .target(name: "ReferenceStores", dependencies: ["SafeFiles", "SafeText", "CCurl"]),
        .target(
            name: "ImageSnapshots",
            dependencies: ["DesignTokens", "Rasterizer", "Components", "ReferenceStores", "SafeText", "SafeFiles"],
            resources: [.embedInCode("Pages")]),
        // A swift-snapshot-testing strategy, separate so the core does not depend on that library.
        .target(
            name: "ImageSnapshotsStrategy",
            dependencies: ["ImageSnapshots", "Components", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The registry of component states, separate from Components so no library user links a demo.
        .target(name: "ComponentCatalogue", dependencies: ["Components", "DesignTokens", "Localization", "SafeText"]),
        // Loopback HTTP: the server, its requests and responses, and the gate every request passes.
        .target(
            name: "LoopbackHTTP",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
        // Review and accept: the decisions about a verify run's differences, and the review page.
        .target(
            name: "SnapshotReview",
            dependencies: ["ImageSnapshots", "ReferenceStores", "Rasterizer", "SafeText", "SafeFiles", "LoopbackHTTP"],
            resources: [.embedInCode("Pages")]),
        // The gallery engine for any catalogue: render, verify, record, artifacts, audit, tokens.
        .target(
            name: "GalleryEngine",
            dependencies: [
                "ComponentCatalogue", "Components", "DesignFiles", "ImageSnapshots", "ReferenceStores", "Rasterizer", "DesignTokens", "Layout", "SafeText",
                "SafeFiles", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        // The documentation site designers read: navigation and search, an overview, a page per
        // component with its specs, and the token pages; static files that work from the disk.
        .target(
            name: "GallerySite",
            dependencies: [
                "GalleryEngine", "ComponentCatalogue", "Components", "DesignFiles", "ImageSnapshots", "Rasterizer", "DesignTokens", "Layout", "SafeText",
                "SafeFiles",
            ],
            resources: [.embedInCode("Pages")]),
        // The live preview: supervisor, worker and page, on the loopback server.
        .target(
            name: "GalleryPreview",
            dependencies: [
                "GalleryEngine", "SnapshotReview", "LoopbackHTTP", "ComponentCatalogue", "Components", "ImageSnapshots", "ReferenceStores",
                "Rasterizer", "DesignTokens", "Layout", "Localization", "SafeText", "SafeFiles",
            ],
            resources: [.embedInCode("Pages")]),
        // The catalogue for coding agents: the Model Context Protocol's tools and resources, and
        // `mcp`, the command a gallery executable adds to serve them (its own product, so a
        // gallery that does not serve agents does not load the protocol's SDK and its HTTP client).
        .target(
            name: "GalleryAgents",
            dependencies: [
                "GalleryEngine", "SnapshotReview", "ComponentCatalogue", "Components", "DesignTokens", "ImageSnapshots", "Localization",
                "Rasterizer", "ReferenceStores", "SafeText", "SafeFiles", "LoopbackHTTP", "GalleryCommands", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The `gallery` command line: thin commands over the engine, the review and the preview.
        .target(
            name: "GalleryCommands",
            dependencies: [
                "GalleryEngine", "GallerySite", "GalleryPreview", "SnapshotReview", "LoopbackHTTP", "ComponentCatalogue", "Components", "ImageSnapshots",
                "Rasterizer", "DesignTokens", "DesignFiles", "Localization", "ReferenceStores", "SafeText", "SafeFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(name: "GalleryKit", dependencies: ["GalleryCommands", "GalleryEngine"]),
        // Assertions for tests (Swift Testing and XCTest): the one module that imports them.
        .target(
            name: "CatalogueTesting",
            dependencies: ["GalleryEngine", "ImageSnapshots", "ComponentCatalogue", "Components", "Rasterizer", "SafeFiles"]),
        // Bento's own demo catalogue: one more user of ComponentCatalogue, in no product.
        .target(name: "BentoCatalogue", dependencies: ["ComponentCatalogue", "Components", "DesignTokens", "Layout"]),
        // SwiftUI's view vocabulary and layout algorithm on Linux (issue 78, in progress), and the
        // `SwiftUI` module that re-exports it under SwiftUI's name.
        .target(name: "AssetCatalogs", dependencies: ["DesignTokens", "Rasterizer", "SafeFiles", "SafeText"]),
        .target(name: "BentoSwiftUI", dependencies: ["AssetCatalogs", "Components", "DesignTokens", "Layout", "Localization", "Rasterizer", "SafeText"]),
        .target(name: "SwiftUI", dependencies: ["BentoSwiftUI", "ComponentCatalogue", "Components", "CataloguePreviewMacros"]),
        .testTarget(
            name: "SwiftUILayoutTests", dependencies: ["AssetCatalogs", "BentoSwiftUI", "SwiftUI", "Components", "ComponentCatalogue", "Localization", "Layout", "Rasterizer", "TestSupport", "ImageSnapshots"],
            exclude: ["Fixtures"]),
        .executableTarget(name: "Gallery", dependencies: ["BentoCatalogue", "GalleryCommands", "GalleryAgents"]),
        // `swift package gallery render|verify|record|…`: builds and runs the package's gallery executable.
        .plugin(
            name: "GalleryPlugin",
            capability: .command(
                intent: .custom(verb: "gallery", description: "Render, record, verify, prune and audit the package's component catalogue."),
                permissions: [
                    .writeToPackageDirectory(reason: "record and prune write and delete reference PNGs under Snapshots/, and render writes the gallery folder.")
                ])),

        // What the test targets share: the seeded generator, the repository's root, the browser.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DesignFilesTests", dependencies: ["DesignFiles", "ImageSnapshots", "Rasterizer", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Layout", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "RasterizerTests", dependencies: ["Rasterizer", "SafeFiles", "CPixelKernels", "BentoZlib", "TestSupport"], exclude: ["Fixtures"]),
        .macro(
            name: "CataloguePreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"), .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .target(name: "CataloguePreviews", dependencies: ["ComponentCatalogue", "Components", "CataloguePreviewMacros"]),
        .testTarget(name: "CatalogueTests", dependencies: ["ComponentCatalogue", "Components", "CataloguePreviews", "TestSupport"]),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Components", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        // The W5 fixtures are read from the source tree by path.
        .testTarget(
            name: "ImageSnapshotsTests", dependencies: ["ImageSnapshots", "CatalogueTesting", "ReferenceStores", "SafeFiles", "SafeText", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "GalleryKit", "GalleryEngine", "GallerySite", "GalleryPreview", "GalleryCommands", "GalleryAgents", "CatalogueTesting", "LoopbackHTTP", "BentoCatalogue",
                "ComponentCatalogue", "Components", "Rasterizer", "DesignTokens", "ImageSnapshots", "ReferenceStores", "SnapshotReview", "SafeText", "SafeFiles", "SwiftUI", "TestSupport", .product(name: "Yams", package: "Yams"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "MCP", package: "swift-sdk"), .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "Components", "ImageSnapshots", "ImageSnapshotsStrategy", "BentoCatalogue", "ComponentCatalogue", "GalleryKit", "CatalogueTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
