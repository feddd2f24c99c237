import Components
import Foundation
import Testing

/// Numbers no designer means, through every modifier, stack parameter, text style and trait: a
/// render gives a bitmap or a `RenderError`, never a trap. The cases run in one child process (an
/// exit test; a process each cost a second apiece), which names each case before it draws, so a
/// trap names the case it was in.
@Suite struct HostileNumberTests {
    static let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -1, 1e-300]

    /// Every way a number reaches layout or drawing, by name.
    static let cases: [String] = [
        "width", "requiredWidth", "height", "requiredHeight", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio",
        "relativeWidth", "relativeHeight", "padding", "cornerRadius", "borderWidth", "shadowRadius", "shadowOffset", "opacity",
        "stackSpacing", "stackMargins", "fontSize", "lineSpacing", "intrinsicSize", "scale", "renderWidth", "emptySpace", "imageScale",
    ]

    static func component(_ name: String, _ value: Double) -> (AnyRenderable, RenderTraits, RenderLayout) {
        let label = UI.Label(text: "Hostile", style: Typography.standard.body1)
        var traits = RenderTraits(scale: 1)
        var layout = RenderLayout.sizeThatFits
        let component: AnyRenderable
        switch name {
        case "width": component = label.width(value).asAnyRenderable()
        case "requiredWidth": component = label.requiredWidth(value).asAnyRenderable()
        case "height": component = label.height(value).asAnyRenderable()
        case "requiredHeight": component = label.requiredHeight(value).asAnyRenderable()
        case "minWidth": component = label.minWidth(value).asAnyRenderable()
        case "maxWidth": component = label.maxWidth(value).asAnyRenderable()
        case "minHeight": component = label.minHeight(value).asAnyRenderable()
        case "maxHeight": component = label.maxHeight(value).asAnyRenderable()
        case "aspectRatio": component = label.aspectRatio(value).asAnyRenderable()
        case "relativeWidth": component = [label.relativeWidth(value).asAnyRenderable()].stack(axis: .horizontal).asAnyRenderable()
        case "relativeHeight": component = [label.relativeHeight(value).asAnyRenderable()].stack(axis: .vertical).asAnyRenderable()
        case "padding": component = label.padding(value).asAnyRenderable()
        case "cornerRadius": component = label.backgroundColor(.black).cornerRadius(value).asAnyRenderable()
        case "borderWidth": component = label.border(.black, width: value, cornerRadius: 4).asAnyRenderable()
        case "shadowRadius": component = label.backgroundColor(.white).shadow(color: .black, radius: value, x: 0, y: 1).asAnyRenderable()
        case "shadowOffset": component = label.backgroundColor(.white).shadow(color: .black, radius: 2, x: value, y: value).asAnyRenderable()
        case "opacity": component = label.opacity(value).asAnyRenderable()
        case "stackSpacing": component = [label, label].stack(axis: .vertical, spacing: value).asAnyRenderable()
        case "stackMargins": component = [label].stack(axis: .horizontal, layoutMargins: EdgeInsets(value)).asAnyRenderable()
        case "fontSize":
            component = UI.Label(text: "Hostile", style: TextStyle(family: "Inter", weight: .regular, size: value, lineHeight: 20)).asAnyRenderable()
        case "lineSpacing": component = label.numberOfLines(0).lineSpacing(value).asAnyRenderable()
        case "intrinsicSize": component = UI.View().intrinsicSize(width: value, height: value).asAnyRenderable()
        case "scale":
            traits.scale = value
            component = label.asAnyRenderable()
        case "renderWidth":
            layout = .width(value)
            component = label.asAnyRenderable()
        case "emptySpace": component = Component.EmptySpace(height: value).asAnyRenderable()
        case "imageScale":
            let bitmap = try! Bitmap(width: 4, height: 4, fill: .black)
            component = UI.Image(image: ImageAsset(bitmap: bitmap, scale: value)).asAnyRenderable()
        default: fatalError("unknown case \(name)")
        }
        return (component, traits, layout)
    }

    @Test func hostileNumbersDoNotTrap() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            for name in HostileNumberTests.cases {
                print("case \(name)")
                fflush(nil)
                for value in HostileNumberTests.values {
                    let (component, traits, layout) = HostileNumberTests.component(name, value)
                    let renderer = ComponentRenderer(traits: traits)
                    _ = try? renderer.bitmap(of: component, layout: layout)
                    _ = try? renderer.layoutNodes(of: component, layout: layout)
                }
            }
            print("done")
        }
        let printed = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(printed == Self.cases.map { "case \($0)" } + ["done"], "trapped in \(printed.last ?? "no case") with \(Self.values)")
    }
}
