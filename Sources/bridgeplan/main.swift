import BridgeplanCLI

BridgeplanCommand.main()
