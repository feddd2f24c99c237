import BenchHarness
import Components
import DesignTokens
import Foundation
import Rasterizer
import SwiftUI

/// U1, U2: a settings screen of 50 views (ten rows of a symbol, a title, a subtitle, a spacer
/// and a value), laid out and drawn at 2x on an iPhone's 390-point width: U1 written in SwiftUI
/// and laid out by the SwiftUI front end, U2 the same screen in Bento's atoms and stacks (the
/// Cassowary engine). U3 lays U1 out without drawing.
enum SwiftUIScreenWorkloads {
    struct SettingsRow: SwiftUI.View {
        let index: Int
        var body: some SwiftUI.View {
            HStack {
                Image(systemName: index.isMultiple(of: 2) ? "star.fill" : "globe").foregroundColor(.blue)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Setting \(index)")
                    Text("What setting \(index) changes").font(.caption).foregroundColor(.secondary)
                }
                Spacer()
                Text("On").foregroundColor(.secondary)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
        }
    }

    struct SettingsScreen: SwiftUI.View {
        var body: some SwiftUI.View {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in SettingsRow(index: index) }
            }
            .background(Color.white)
        }
    }

    /// The same screen in Bento's atoms.
    static func bentoScreen() -> AnyRenderable {
        let secondary = DesignTokens.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        let rows: [AnyRenderable] = (0..<10).map { index in
            let texts: [any Renderable] = [
                UI.Label(text: "Setting \(index)"),
                UI.Label(text: "What setting \(index) changes").font(Theme.light.typography.caption).textColor(secondary),
            ]
            let row: [any Renderable] = [
                UI.View().backgroundColor(DesignTokens.Color(red: 0, green: 122 / 255, blue: 1)).width(18).height(18),
                texts.stack(axis: .vertical, spacing: 2),
                UI.Spacer(),
                UI.Label(text: "On").textColor(secondary),
            ]
            return row.stack(
                axis: .horizontal, spacing: 8, layoutMargins: Components.EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), alignment: .center
            )
            .asAnyRenderable()
        }
        return rows.stack(axis: .vertical).backgroundColor(DesignTokens.Color(red: 1, green: 1, blue: 1)).asAnyRenderable()
    }

    static func workloads() throws -> [Workload] {
        let renderer = ComponentRenderer(traits: RenderTraits(theme: .light, scale: 2))
        let swiftUI = HostingView(rootView: SettingsScreen())
        let bento = bentoScreen()
        return [
            Workload(
                name: "U1", run: { try renderer.bitmap(of: swiftUI, layout: .width(390)) },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", ["checksum": ScreenFrameWorkloads.checksum(bitmap)]) }),
            Workload(
                name: "U2", run: { try renderer.bitmap(of: bento, layout: .width(390)) },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", ["checksum": ScreenFrameWorkloads.checksum(bitmap)]) }),
            Workload(
                name: "U3", run: { try swiftUI.laidOut(in: Frame(x: 0, y: 0, width: 390, height: 700), environment: RenderEnvironment()).records.count },
                check: { count in ("\(count) records", [:]) }),
        ]
    }
}
