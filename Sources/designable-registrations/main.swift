import DesignableRegistrationsGenerator
import Foundation

// designable-registrations OUTPUT INPUT.swift...
//
// Writes OUTPUT, the target's registrations, from its Swift sources. Diagnostics go to
// standard error in the compiler's format; the exit status is 1 if one is an error, 64 for a
// usage mistake. OUTPUT is rewritten only when its text changes.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: designable-registrations OUTPUT.swift [INPUT.swift ...]\n".utf8))
  exit(64)
}
exit(RegistrationsCommand.run(output: output, inputs: Array(arguments.dropFirst())))
