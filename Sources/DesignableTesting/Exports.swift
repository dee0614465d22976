/// The checker, the report, the run record and the verifier live in `DesignableChecks`, which
/// links no test library; `import DesignableTesting` brings them too, so that a test needs
/// one import.
@_exported import DesignableChecks
