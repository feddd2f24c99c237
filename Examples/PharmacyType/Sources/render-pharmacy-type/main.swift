import Components
import DesignTokens
import Foundation
import PharmacyType
import Rasterizer

// Renders the screen to choose-pharmacy-type.png (or the path given) at iPhone 15 size, @3x.
let output = CommandLine.arguments.dropFirst().first ?? "choose-pharmacy-type.png"
let traits = RenderTraits(theme: .light, scale: 3)
let appearance = DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: traits)
let renderer = ChoosePharmacyTypeRenderer(observer: { print("action: \($0)") }, appearance: appearance)
do {
    let bitmap = try ScreenRenderer(traits: traits).bitmap(of: renderer.render(state: .init(isContinueEnabled: true)), device: .iPhone15)
    try bitmap.writePNG(to: URL(fileURLWithPath: output))
    print("wrote \(output) (\(bitmap.width) × \(bitmap.height) px)")
} catch {
    FileHandle.standardError.write(Data("render-pharmacy-type: \(error)\n".utf8))
    exit(1)
}
