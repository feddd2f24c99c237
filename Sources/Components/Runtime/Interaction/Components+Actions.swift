import Foundation

// The callbacks each of the library's components offers a person, as `ComponentActions`.

extension UI.Button {
    public var componentActions: ComponentActions { .tap(didTap, isEnabled: isEnabled && !isLoading) }
}

extension ComponentActions {
    /// A switch's action: flipping it calls `didChangeValue` with the other value.
    static func toggle(isOn: Bool, isEnabled: Bool, _ didChangeValue: ((Bool) -> Void)?) -> ComponentActions {
        var actions = ComponentActions()
        if let didChangeValue { actions.toggle = { didChangeValue(!isOn) } }
        actions.isEnabled = isEnabled
        return actions
    }
}

extension UI.Toggle {
    public var componentActions: ComponentActions { .toggle(isOn: isOn, isEnabled: isEnabled, didChangeValue) }
}

extension UI.TextField {
    public var componentActions: ComponentActions {
        var actions = ComponentActions()
        actions.type = textDidChange
        actions.isEnabled = isEnabled
        return actions
    }
}

extension Component.Button {
    public var componentActions: ComponentActions { .tap(didTap, isEnabled: isEnabled && !isLoading) }
}

extension Component.Description {
    public var componentActions: ComponentActions {
        var actions = ComponentActions.tap(didTap)
        if let didTapAccessoryButton { actions.named.append((name: "Accessory", perform: didTapAccessoryButton)) }
        return actions
    }
}

extension Component.DetailedDescription {
    public var componentActions: ComponentActions {
        var actions = ComponentActions.tap(didTap)
        if let didTapAccessory { actions.named.append((name: "Accessory", perform: didTapAccessory)) }
        return actions
    }
}

extension Component.Image {
    public var componentActions: ComponentActions { .tap(didTapAccessory) }
}

extension Component.Toggle {
    public var componentActions: ComponentActions { .toggle(isOn: isOn, isEnabled: isEnabled && !isRefreshing, didChangeValue) }
}

extension Component.OptionPicker {
    public var componentActions: ComponentActions {
        var actions = ComponentActions()
        if didPickIndex != nil {
            actions.options = options
            let picker = self
            actions.pick = { index in picker.pickItem(at: index) }
        }
        return actions
    }
}

extension Component.TextInput {
    /// Typing replaces the text: `textWillChange` is asked first (a `false` stops the edit), then
    /// `textDidChange` is told the new text, as UIKit's delegate and editing events are.
    public var componentActions: ComponentActions {
        var actions = ComponentActions()
        let willChange = textWillChange
        let didChange = textDidChange
        if willChange != nil || didChange != nil {
            let current: String = switch text {
            case .plain(let text)?: text
            case .rich(let text)?: text.string
            case nil: ""
            }
            actions.type = { typed in
                let change = TextChange(current: current, change: typed, range: NSRange(location: 0, length: current.utf16.count))
                if let willChange, !willChange(change) { return }
                didChange?(typed)
            }
        }
        if let didTapAccessory { actions.named.append((name: "Accessory", perform: didTapAccessory)) }
        actions.isEnabled = isEnabled
        return actions
    }
}

extension Component.MultilineTextInput {
    public var componentActions: ComponentActions {
        var actions = ComponentActions()
        actions.type = didFinishEditing
        return actions
    }
}

extension SwipeActionsRow {
    /// Each swipe action by its title, as assistive technologies offer them.
    public var componentActions: ComponentActions {
        var offered = content.componentActions
        offered.named += actions.map { action in (name: action.title, perform: action.handler) }
        return offered
    }
}
