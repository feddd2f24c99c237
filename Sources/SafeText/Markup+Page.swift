extension Markup {
    /// A page from its files, as a module embeds them: the HTML template with its `{{style}}` and
    /// `{{script}}` replaced by the style sheet and the script. They are our own files, checked by
    /// a test to hold no `</style` or `</script` that would end their element early; values from
    /// anyone reach a page only through `html(_:)` and `javaScriptString(_:)`.
    package static func page(template: [UInt8], style: [UInt8], script: [UInt8]) -> String {
        String(decoding: template, as: UTF8.self)
            .replacing("{{style}}", with: String(decoding: style, as: UTF8.self))
            .replacing("{{script}}", with: String(decoding: script, as: UTF8.self))
    }
}
