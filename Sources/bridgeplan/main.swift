import BridgeplanCLI

await BridgeplanCommand.main()
