// A component needs tokens, geometry and drawing: `import Components` brings the modules it is
// written with, so a design system's own component needs no other import.
@_exported import DesignTokens
@_exported import Layout
@_exported import Rasterizer
