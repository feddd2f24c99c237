import DesignSystemCatalogue
import GalleryAgents
import GalleryKit

// `mcp` too: the team's coding agents use the catalogue (Working with coding agents).
GalleryCommand.main(designSystemCatalogue, commands: [AgentServerCommand.self])
