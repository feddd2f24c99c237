// swift-tools-version: 6.1
import PackageDescription

// A client of `Layout` alone, without Foundation: proof that the module links on its own.
let package = Package(
    name: "LayoutOnly",
    dependencies: [.package(name: "Bento", path: "../..")],
    targets: [
        .executableTarget(name: "layout-only", dependencies: [.product(name: "Layout", package: "Bento")]),
    ]
)
