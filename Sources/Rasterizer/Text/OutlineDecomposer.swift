// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import CFreeType

/// Converts a FreeType outline into a `Path` through `FT_Outline_Decompose`.
enum OutlineDecomposer {
    private final class Builder {
        var path = Path()
    }

    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let pathBuilder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                // FreeType leaves each contour implicitly closed: close the previous one here.
                let target = Self.builder(user)
                if target.path.currentPoint != nil { target.path.close() }
                target.path.move(to: Self.point(to))
                return 0
            },
            line_to: { to, user in
                Self.builder(user).path.line(to: Self.point(to))
                return 0
            },
            conic_to: { control, to, user in
                Self.builder(user).path.quad(to: Self.point(to), control: Self.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                Self.builder(user).path.cubic(to: Self.point(to), control1: Self.point(control1), control2: Self.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(pathBuilder) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(pathBuilder).toOpaque())
        }
        guard status == 0 else { return Path() }
        if pathBuilder.path.currentPoint != nil { pathBuilder.path.close() }
        return pathBuilder.path
    }

    private static func builder(_ user: UnsafeMutableRawPointer?) -> Builder {
        Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
    }

    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        Point(x: Double(vector!.pointee.x), y: Double(vector!.pointee.y))
    }
}
