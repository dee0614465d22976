import DesignableSourceAdapter
import Foundation

// designable-adapt INPUT OUTPUT [INPUT OUTPUT ...]
//
// Writes each OUTPUT, its INPUT's UIKit source made to compile off Apple platforms (see
// SourceAdapter). Diagnostics go to standard error in the compiler's format; the exit status
// is 1 if one is an error, 64 for a usage mistake.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count % 2 == 0 else {
  FileHandle.standardError.write(
    Data("usage: designable-adapt INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift ...]\n".utf8))
  exit(64)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map {
  (input: arguments[$0], output: arguments[$0 + 1])
}
exit(AdaptCommand.run(pairs: pairs))
