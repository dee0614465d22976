import DesignableCLI
DesignableCommand.main()
