/// Words for commands printed for a user to paste into a POSIX shell.
public enum ShellWord {
  /// A word for a POSIX shell: as it is when it holds only characters no shell treats
  /// specially (not `~`, which may expand after `=`), else in single quotes (each `'` written
  /// as `'\''`).
  public static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "@", "+", ",", "=", "/": true
        default: false
        }
      }
    if plain { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
