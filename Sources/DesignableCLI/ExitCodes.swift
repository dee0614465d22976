import ArgumentParser

/// The exit codes of every `designable` command (after BSD's sysexits where one fits).
public enum DesignableExit {
  /// Bad arguments or options (EX_USAGE); ArgumentParser uses it for validation errors.
  public static let usage = ExitCode(64)
  /// An input file's contents are invalid, such as a corrupt PNG (EX_DATAERR).
  public static let badData = ExitCode(65)
  /// Two images differ beyond the tolerance (as pixelmatch's command line).
  public static let imagesDiffer = ExitCode(66)
  /// The checker or a snapshot found something the components do not declare as expected.
  public static let unexpectedFindings = ExitCode(67)
  /// A file cannot be read or written (EX_IOERR).
  public static let ioError = ExitCode(74)
}
