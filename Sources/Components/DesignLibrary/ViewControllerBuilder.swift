import DesignTokens
import Layout
import Rasterizer

extension DesignLibrary {
    /// Screen-level pieces of the Design Library.
    public struct ViewControllerBuilder: Sendable {
        /// The components builder the screens are made with.
        public let components: ComponentsBuilder

        /// A confirmation dialog: a card with a title, a description and two buttons, centred over
        /// the screen behind it, which is dimmed with the overlay colour.
        public func confirmationModal(
            title: String, description: String, acceptButtonTitle: String, declineButtonTitle: String,
            over background: AnyRenderable? = nil
        ) -> AnyRenderable {
            let tokens = components.tokens
            let texts: [(any Renderable)?] = [
                UI.Label(text: title, style: tokens.typography.headline2, color: tokens.colors.textPrimary).numberOfLines(0).textAlignment(.center),
                UI.Label(text: description, style: tokens.typography.body2, color: tokens.colors.textSecondary).numberOfLines(0).textAlignment(.center),
            ]
            let buttons: [(any Renderable)?] = [
                UI.Button(title: declineButtonTitle, style: .outlined, cornerRadius: tokens.radii.medium),
                UI.Button(title: acceptButtonTitle, cornerRadius: tokens.radii.medium),
            ]
            let column: [(any Renderable)?] = [
                texts.stack(axis: .vertical, spacing: tokens.spacing.small),
                buttons.stack(axis: .horizontal, spacing: tokens.spacing.small, distribution: .fillEqually),
            ]
            let shadow = tokens.elevation.level3
            let card = column.stack(axis: .vertical, spacing: tokens.spacing.large, layoutMargins: tokens.spacing.large)
                .backgroundColor(tokens.colors.background).cornerRadius(tokens.radii.large)
                .shadow(color: shadow.color, radius: shadow.blur, x: shadow.x, y: shadow.y, cornerRadius: tokens.radii.large)
                .maxWidth(340)
            return ModalPresentation(
                background: background, modal: card.asAnyRenderable(), overlay: tokens.colors.overlay, margin: tokens.spacing.large
            ).asAnyRenderable()
        }
    }
}

/// A modal card centred over a dimmed background component, filling the frame it is given.
struct ModalPresentation: Renderable {
    var background: AnyRenderable?
    var modal: AnyRenderable
    var overlay: Color
    var margin: Double

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let width = width ?? 375
        let card = try modal.sizeThatFits(width: width - 2 * margin, in: environment)
        let behind = try background?.sizeThatFits(width: width, in: environment).height ?? 0
        return Size(width: width, height: max(behind, card.height + 2 * margin))
    }

    /// One node for the modal over its screen: the screen behind, the dimming and the card drawn
    /// in it, their design values recorded in it.
    func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        if let background {
            // The screen behind keeps its own height; what does not fit the frame is cut off.
            let height = try background.sizeThatFits(width: frame.width, in: environment).height
            node.draw(.pushClip(.rect(frame.rect)))
            node.absorb(try background.laidOut(in: Frame(x: frame.x, y: frame.y, width: frame.width, height: height), environment: environment))
            node.draw(.popClip)
        }
        node.draw(.fill(.rect(frame.rect), .solid(overlay), .nonZero))
        node.record(.color("overlay", overlay), in: environment)
        let available = max(0, frame.width - 2 * margin)
        let size = try modal.sizeThatFits(width: available, in: environment)
        let width = min(available, size.width)
        let card = Frame(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - size.height) / 2, width: width, height: size.height)
        node.absorb(try modal.laidOut(in: card.snapped(toScale: environment.traits.scale), environment: environment))
        return node
    }

    var accessibility: AccessibilityInfo { AccessibilityInfo(role: AccessibilityRole.alert.name) }
}
