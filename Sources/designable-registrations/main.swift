import DesignableRegistrationsGenerator
import Foundation

// designable-registrations [--adapted] OUTPUT INPUT.swift...
//
// --adapted: the inputs are compiled adapted by DesignableAdapterPlugin, which makes their
// `#if canImport(UIKit)` and `#if os(iOS)` hold.
//
// Writes OUTPUT, the target's registrations, from its Swift sources. Diagnostics go to
// standard error in the compiler's format; the exit status is 1 if one is an error, 64 for a
// usage mistake. OUTPUT is rewritten only when its text changes.

var arguments = Array(CommandLine.arguments.dropFirst())
let adapted = arguments.first == "--adapted"
if adapted { arguments.removeFirst() }
guard let output = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: designable-registrations [--adapted] OUTPUT.swift [INPUT.swift ...]\n".utf8))
  exit(64)
}
exit(
  RegistrationsCommand.run(output: output, inputs: Array(arguments.dropFirst()), adapted: adapted))
