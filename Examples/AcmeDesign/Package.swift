// swift-tools-version: 6.1
import PackageDescription

// Acme's design system, written from Bento's README and articles by a team that had not seen
// Bento's own examples: its tokens as two files of a primitive palette and roles aliasing it,
// its components (a tag chip, a product card with a bundled picture, a settings row with a
// switch, two running settings screens), a gallery executable of its own name, and its tests.
let package = Package(
    name: "AcmeDesign",
    products: [
        .library(name: "AcmeUI", targets: ["AcmeUI"]),
        .executable(name: "acme-gallery", targets: ["acme-gallery"]),
    ],
    dependencies: [
        .package(name: "Bento", path: "../.."),
    ],
    targets: [
        .target(name: "AcmeTokens", dependencies: [.product(name: "DesignTokens", package: "Bento")], resources: [.copy("Tokens")]),
        .target(
            name: "AcmeUI",
            dependencies: [
                "AcmeTokens", .product(name: "Components", package: "Bento"), .product(name: "CataloguePreviews", package: "Bento"),
            ],
            resources: [.copy("Images")]),
        .target(
            name: "AcmeCatalogue",
            dependencies: ["AcmeUI", "AcmeTokens", .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(name: "acme-gallery", dependencies: ["AcmeCatalogue", .product(name: "GalleryKit", package: "Bento")]),
        .testTarget(
            name: "AcmeDesignTests",
            dependencies: [
                "AcmeCatalogue", "AcmeUI", "AcmeTokens", "acme-gallery", .product(name: "CatalogueTesting", package: "Bento"),
                .product(name: "GalleryKit", package: "Bento"), .product(name: "Components", package: "Bento"),
                .product(name: "ComponentCatalogue", package: "Bento"),
            ]),
    ]
)
