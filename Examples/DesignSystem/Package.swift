// swift-tools-version: 6.1
import PackageDescription

// A design system written the way a team outside Bento writes one: its own brand tokens, its own
// components in two modules, each with a catalogue, a root catalogue that includes them, a
// gallery executable, and a test target that verifies the whole catalogue in one line.
let package = Package(
    name: "DesignSystem",
    products: [
        .library(name: "BrandAtoms", targets: ["BrandAtoms"]),
        .library(name: "BrandCheckout", targets: ["BrandCheckout"]),
        .executable(name: "design-gallery", targets: ["design-gallery"]),
    ],
    dependencies: [
        .package(name: "Bento", path: "../.."),
    ],
    targets: [
        .target(name: "BrandTheme", dependencies: [.product(name: "DesignTokens", package: "Bento")], resources: [.copy("Resources")]),
        .target(
            name: "BrandAtoms",
            dependencies: [
                "BrandTheme", .product(name: "Components", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "CataloguePreviews", package: "Bento"),
            ]),
        .target(
            name: "BrandCheckout",
            dependencies: [
                "BrandAtoms", "BrandTheme", .product(name: "Components", package: "Bento"),
                .product(name: "ComponentCatalogue", package: "Bento"),
            ],
            resources: [.copy("Images"), .copy("Strings")]),
        .target(
            name: "DesignSystemCatalogue",
            dependencies: ["BrandAtoms", "BrandCheckout", "BrandTheme", .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(
            name: "design-gallery",
            // GalleryAgents: this team's gallery serves coding agents (`design-gallery mcp`).
            dependencies: ["DesignSystemCatalogue", .product(name: "GalleryKit", package: "Bento"), .product(name: "GalleryAgents", package: "Bento")]),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: [
                "DesignSystemCatalogue", "BrandAtoms", "BrandCheckout", "BrandTheme", .product(name: "GalleryKit", package: "Bento"),
                .product(name: "CatalogueTesting", package: "Bento"),
                .product(name: "Components", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "Rasterizer", package: "Bento"),
            ]),
    ]
)
