import ArgumentParser
import ImageDiff

extension DesignableCommand {
  /// Parses the arguments of `designable diff` (the words after `diff`, the two file names
  /// included) and validates them exactly as the command does, returning the comparison
  /// options and scale it would use. For the command-line fuzzer (`Fuzz/`); the command
  /// itself never calls it.
  /// - Throws: ArgumentParser's error for arguments the command rejects; format it with
  ///   ``DesignableCommand/message(for:)``.
  public static func _diffOptions(_ arguments: [String]) throws -> (
    options: DiffOptions, scale: Double
  ) {
    let command = try DiffCommand.parse(arguments)
    return (try command.options, command.scale)
  }
}
