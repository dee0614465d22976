import ArgumentParser

/// The `designable` command: the root of every subcommand.
public struct DesignableCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "designable",
    abstract: "Snapshot-test custom views the way Interface Builder shows them.",
    discussion: """
      Exit codes: 0 success, 64 bad usage, 65 bad data (a file that is not a valid PNG), \
      66 images differ, 67 unexpected checker findings or failed snapshots, 74 a file that \
      cannot be read or written.
      """,
    subcommands: [
      DemoCommand.self, CheckCommand.self, ReportCommand.self, AcceptCommand.self,
      PruneCommand.self,
      DiffCommand.self, PNGCommand.self, CheckInstanceCommand.self, CheckComponentCommand.self,
      InspectCommand.self,
    ]
  )
  public init() {}
}
