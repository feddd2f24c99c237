import Components
import Foundation
import Layout

/// The laid-out tree read as the layout tests read it: each view's name and frame.
extension LaidOutNode {
    /// The node and every node inside it, depth first.
    var all: [LaidOutNode] { [self] + children.flatMap(\.all) }
    /// The SwiftUI view the node is (`HStack`, `Color`, `padding` …).
    var kind: String { record.typeName }
    /// The node's frame as a Core Graphics rectangle.
    var frame: CGRect { CGRect(x: record.frame.x, y: record.frame.y, width: record.frame.width, height: record.frame.height) }
}
