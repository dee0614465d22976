import DesignableCLI

Designable.main()
