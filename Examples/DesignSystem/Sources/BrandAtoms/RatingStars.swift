import CataloguePreviews
import Components

/// Five stars, filled to a rating: drawn directly with paths, with nothing but `import Components`.
public struct RatingStars: Renderable {
    public var rating: Double
    public var color: Color
    public var emptyColor: Color
    public var starSize: Double

    public init(rating: Double, color: Color, emptyColor: Color, starSize: Double = 16) {
        self.rating = rating
        self.color = color
        self.emptyColor = emptyColor
        self.starSize = starSize
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        Size(width: starSize * 5 + 4 * 2, height: starSize)
    }

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        let clamped = rating.isFinite ? min(max(rating, 0), 5) : 0
        for index in 0..<5 {
            // Right to left fills from the right, as a reader of that script expects.
            let slot = environment.isRightToLeft ? 4 - index : index
            let origin = Point(x: frame.x + Double(slot) * (starSize + 2), y: frame.y + (frame.height - starSize) / 2)
            let star = Self.star(at: origin, size: starSize)
            list.fill(star, with: .solid(emptyColor))
            let filled = min(max(clamped - Double(index), 0), 1)
            if filled > 0 {
                let width = starSize * filled
                let x = environment.isRightToLeft ? origin.x + starSize - width : origin.x
                list.append(.pushClip(.rect(Rect(x: x, y: origin.y, width: width, height: starSize))))
                list.fill(star, with: .solid(color))
                list.append(.popClip)
            }
        }
    }

    public var accessibility: AccessibilityInfo {
        AccessibilityInfo(role: "image", label: "Rating", value: "\(rating.formatted()) out of 5")
    }

    /// The corners of a five-pointed star in a unit square, clockwise from the top.
    static let corners: [(Double, Double)] = [
        (0.5000, 0.0300), (0.6278, 0.3541), (0.9755, 0.3755), (0.7068, 0.5972), (0.7939, 0.9345),
        (0.5000, 0.7474), (0.2061, 0.9345), (0.2932, 0.5972), (0.0245, 0.3755), (0.3722, 0.3541),
    ]

    /// A five-pointed star in a square.
    static func star(at origin: Point, size: Double) -> Path {
        var path = Path()
        for (index, corner) in corners.enumerated() {
            let vertex = Point(x: origin.x + corner.0 * size, y: origin.y + corner.1 * size)
            if index == 0 { path.move(to: vertex) } else { path.line(to: vertex) }
        }
        path.close()
        return path
    }
}

extension Double {
    /// `4`, `4.5`: a rating as people say it.
    func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}

#Preview("RatingStars", "four-and-a-half", doc: "Five stars filled to a rating; drawn with paths. Right to left fills from the right.",
         variants: VariantMatrix(directions: [.leftToRight, .rightToLeft]),
         arguments: [AtomArguments.rating, AtomArguments.starSize, AtomArguments.starColor]) { context in ratingStars(context) }
#Preview("RatingStars", "none", doc: "Five stars filled to a rating; drawn with paths. Right to left fills from the right.",
         variants: VariantMatrix(directions: [.leftToRight, .rightToLeft]),
         arguments: [AtomArguments.rating, AtomArguments.starSize, AtomArguments.starColor], setting: [AtomArguments.rating.to(0)]) { context in
    ratingStars(context)
}
