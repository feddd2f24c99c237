import Foundation
import GalleryEngine
import Layout
import Rasterizer
import SafeText

/// A running entry's steps as a strip: for each step, the screen before and after it side by side,
/// the region the step changed outlined on the after picture (the smallest rectangle holding every
/// pixel that differs), and the step in words as the caption.
struct StepStrip {
    /// One step: the pictures before and after it, in one variant, and what changed.
    struct Step {
        var before: GalleryImage
        var after: GalleryImage
        /// In points; `nil` when nothing changed.
        var changed: Frame?
    }

    var steps: [Step]

    /// The steps among a component's pictures (those with words), each after the state before it,
    /// in the first variant both share; the pictures are read back from `folder` to compare them.
    init(images: [GalleryImage], states: [String], folder: URL) throws {
        var steps: [Step] = []
        for (index, state) in states.enumerated() where index > 0 {
            guard let after = images.first(where: { $0.state == state && $0.step != nil }),
                  let before = images.first(where: { $0.state == states[index - 1] && $0.variant == after.variant })
            else { continue }
            let old = try Bitmap(contentsOfPNG: folder.appendingPathComponent(before.relativePath))
            let new = try Bitmap(contentsOfPNG: folder.appendingPathComponent(after.relativePath))
            var changed: Frame?
            let same = old.width == new.width && old.height == new.height && old.withUnsafePixels { a in new.withUnsafePixels { b in a.elementsEqual(b) } }
            if !same {
                let region = new.changedRegion(since: old)
                changed = Frame(
                    x: Double(region.x) / after.scale, y: Double(region.y) / after.scale,
                    width: Double(region.width) / after.scale, height: Double(region.height) / after.scale)
            }
            steps.append(Step(before: before, after: after, changed: changed))
        }
        self.steps = steps
    }

    /// The strip, its pictures addressed through `relative`.
    func html(relative: (String) -> String) -> String {
        guard !steps.isEmpty else { return "" }
        let escape = Markup.html
        var html = "<section class=\"strip\" aria-labelledby=\"steps-title\"><h2 id=\"steps-title\">Steps</h2><ol class=\"steps\">\n"
        for (number, step) in steps.enumerated() {
            let words = step.after.step ?? step.after.state
            let width = step.after.pointWidth, height = step.after.pointHeight
            html += "<li id=\"step-\(number + 1)\"><p class=\"caption\">\(escape(words))</p><div class=\"pair\">"
            html += "<figure><img loading=\"lazy\" src=\"\(escape(relative(step.before.relativePath)))\" alt=\"Before: \(escape(step.before.state))\" width=\"\(step.before.pointWidth)\" height=\"\(step.before.pointHeight)\"><figcaption>Before</figcaption></figure>"
            html += "<figure><div class=\"redline-view\"><img loading=\"lazy\" src=\"\(escape(relative(step.after.relativePath)))\" alt=\"After: \(escape(step.after.state))\" width=\"\(width)\" height=\"\(height)\">"
            if let changed = step.changed {
                let f = changed
                html += "<svg class=\"changed\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
                html += "<rect data-frame=\"\(Audit.format(f.x)) \(Audit.format(f.y)) \(Audit.format(f.width)) \(Audit.format(f.height))\" x=\"\(Audit.format(f.x))\" y=\"\(Audit.format(f.y))\" width=\"\(Audit.format(f.width))\" height=\"\(Audit.format(f.height))\"/></svg>"
            }
            html += "</div><figcaption>After\(step.changed == nil ? ": nothing on screen changed" : ", what changed outlined")</figcaption></figure></div></li>\n"
        }
        return html + "</ol></section>\n"
    }
}
