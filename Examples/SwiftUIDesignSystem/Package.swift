// swift-tools-version: 6.1
import PackageDescription

// A design system written in SwiftUI, as a team writes it for iOS: its view files import SwiftUI
// and nothing of Bento's, its colours and pictures are in an asset catalogue, its strings in a
// String Catalog, and its previews are `#Preview`s. On Linux, SwiftUI is Bento's; the catalogue
// finds the previews, and the gallery records, verifies and audits them.
let package = Package(
    name: "SwiftUIDesignSystem",
    products: [
        .library(name: "SwiftUIBrand", targets: ["SwiftUIBrand"]),
        .executable(name: "swiftui-gallery", targets: ["swiftui-gallery"]),
    ],
    dependencies: [
        .package(name: "Bento", path: "../.."),
    ],
    targets: [
        // The views: on Apple's platforms Apple's SwiftUI, on Linux Bento's.
        .target(
            name: "SwiftUIBrand",
            dependencies: [.product(name: "SwiftUI", package: "Bento", condition: .when(platforms: [.linux]))],
            resources: [.process("Resources")]),
        .target(
            name: "SwiftUIBrandCatalogue",
            dependencies: [
                "SwiftUIBrand", .product(name: "ComponentCatalogue", package: "Bento"), .product(name: "DesignTokens", package: "Bento"),
                .product(name: "Components", package: "Bento"), .product(name: "SwiftUI", package: "Bento"),
            ]),
        .executableTarget(
            name: "swiftui-gallery",
            dependencies: ["SwiftUIBrandCatalogue", .product(name: "GalleryKit", package: "Bento")]),
        .testTarget(
            name: "SwiftUIBrandTests",
            dependencies: [
                "SwiftUIBrandCatalogue", "SwiftUIBrand", .product(name: "CatalogueTesting", package: "Bento"),
                .product(name: "ComponentCatalogue", package: "Bento"), .product(name: "Components", package: "Bento"),
                .product(name: "GalleryKit", package: "Bento"),
            ]),
    ]
)
