import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Effects change the drawing, never the layout; accessibility modifiers reach the tree's records.
@Suite struct EffectTests {
    static func bitmap<V: View>(_ view: V) throws -> Bitmap {
        try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: ZStack { Color.white; view }), layout: .sizeThatFits)
    }

    static let white = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)

    @Test func aCornerRadiusClipsTheCornersAndKeepsTheSize() throws {
        let view = Color.black.frame(width: 40, height: 40).cornerRadius(15)
        #expect(layOut(view, in: .unspecified).frame.size == CGSize(width: 40, height: 40))
        let bitmap = try Self.bitmap(view)
        #expect(bitmap[0, 0] == Self.white && bitmap[20, 20] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(try Self.bitmap(Color.black.frame(width: 40, height: 40).clipShape(Circle()))[2, 2] == Self.white)
    }

    @Test func opacityBorderAndHiddenDrawWithoutMovingAnything() throws {
        let half = try Self.bitmap(Color.black.frame(width: 10, height: 10).opacity(0.5))
        #expect((126...129).contains(Int(half[5, 5].red)), "\(half[5, 5])")
        let bordered = try Self.bitmap(Color.white.frame(width: 20, height: 20).border(.red, width: 2))
        #expect(bordered[0, 10] == PremultipliedPixel(red: 255, green: 56, blue: 60, alpha: 255) && bordered[10, 10] == Self.white)
        let hidden = HStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10).hidden()
            Color.black.frame(width: 10, height: 10)
        }
        #expect(layOut(hidden, in: .unspecified).frame.width == 20, "a hidden view keeps its place")
        let drawn = try Self.bitmap(hidden)
        #expect(drawn[5, 5] == Self.white && drawn[15, 5] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func accessibilityModifiersReachTheRecords() throws {
        let view = Capsule().fill(.green).frame(width: 51, height: 31)
            .accessibilityLabel("Notifications")
            .accessibilityValue("On")
            .accessibilityIdentifier("settings.notifications")
            .accessibilityAddTraits(.isButton)
        let record = layOut(view, in: .unspecified).record.accessibility
        #expect(record.label == "Notifications" && record.value == "On" && record.identifier == "settings.notifications" && record.role == "button")
        #expect(layOut(Color.red.accessibilityHidden(true), in: .unspecified).record.accessibility.isHidden)
    }
}
