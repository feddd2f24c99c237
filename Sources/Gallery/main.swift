import BentoCatalogue
import GalleryAgents
import GalleryCommands

// Bento's own demo serves coding agents too (`gallery mcp`), as a team's gallery does once it adds
// the GalleryAgents product.
GalleryCommand.main(BentoCatalogue.catalogue, commands: [AgentServerCommand.self])
