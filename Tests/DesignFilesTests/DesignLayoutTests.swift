import DesignFiles
import Foundation
import Layout
import Testing
import TestSupport

/// Bento's stack layout held against Figma's auto layout, a layout engine we did not write: every
/// auto-layout frame of the saved answers, its children placed by `StackLayout` with the frame's
/// axis, padding, spacing and alignment, must land where Figma's own boxes say.
@Suite struct DesignLayoutTests {
    static let answers = [
        "Figma-Context-MCP/figma-response.json", "tokenloom/nodes-batch-1.json", "fig4ai/figma.json", "morphr/figma_document.json",
    ]

    @Test(arguments: answers) func stacksPlaceChildrenWhereFigmaDoes(path: String) throws {
        let file = try DesignFile(contentsOf: try SharedMaterial.folder("figma-fixtures").appendingPathComponent(path))
        var compared = 0
        for frame in file.allNodes {
            guard let layout = frame.autoLayout, let bounds = frame.bounds, let placed = layout.childFrames(of: frame) else { continue }
            for (child, ours) in zip(frame.children, placed) where child.isVisible && !child.isAbsolutelyPositioned {
                guard let box = child.bounds, child.relativeTransform.map({ $0.b == 0 && $0.c == 0 }) ?? true else { continue }
                let figmas = Frame(x: box.origin.x - bounds.origin.x, y: box.origin.y - bounds.origin.y, width: box.size.width, height: box.size.height)
                #expect(
                    abs(ours.x - figmas.x) < 0.5 && abs(ours.y - figmas.y) < 0.5,
                    "\(path): \(frame.id) \"\(frame.name)\" places \(child.id) \"\(child.name)\" at \(ours.x), \(ours.y); Figma at \(figmas.x), \(figmas.y)")
                compared += 1
            }
        }
        #expect(compared > 0)
        print("\(path): \(compared) children of auto-layout frames placed where Figma places them")
    }
}
