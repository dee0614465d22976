import Foundation

/// Where a child check crashed, read from the Swift runtime's backtrace of its crashed
/// thread: the first frame in the component's own code (not in the runtime, a system
/// library or Designable's own sources), and whether that function called itself over and
/// over until the stack overflowed.
struct CrashSite: Equatable {
  /// The function as the backtrace names it: `Knob.angle.getter`.
  var function: String
  /// The file's name and the line: `Knob.swift:12`.
  var location: String
  /// Whether the function fills the stack, calling itself without end.
  var recursive: Bool

  /// The options that make the runtime print a backtrace of the crashed thread, with file
  /// names and lines, to standard error, without waiting for anyone.
  static let backtraceOptions =
    "enable=yes,interactive=no,color=no,sanitize=no,threads=crashed,registers=none,"
    + "images=none,limit=64,top=0"

  /// Times a function must appear among the frames to count as calling itself without end.
  static let recursionFrames = 8

  /// The site in `backtrace` (the runtime's text), whose component frames are those of
  /// `image` (this program's file name) in files that `isDesignables` does not claim; `nil`
  /// when no frame of the crashed thread is the component's.
  init?(backtrace: String, image: String, isDesignables: (String) -> Bool) {
    let frames = backtrace.split(separator: "\n").compactMap(Frame.init)
    guard
      let own = frames.first(where: { frame in
        frame.image == image && !isDesignables(frame.file)
          && frame.file != "<compiler-generated>"
      })
    else { return nil }
    function = own.function
    location = "\((own.file as NSString).lastPathComponent):\(own.line)"
    recursive = frames.count { $0.function == own.function } >= Self.recursionFrames
  }

  init(function: String, location: String, recursive: Bool) {
    self.function = function
    self.location = location
    self.recursive = recursive
  }

  /// One frame of the backtrace that names its file:
  /// `  3 [ra] 0x00005… Knob.angle.getter + 24 in Demo at /src/Knob.swift:2:23`.
  struct Frame {
    var function: String
    var image: String
    var file: String
    var line: Int

    init?(_ text: Substring) {
      guard let match = text.wholeMatch(of: Self.pattern) else { return nil }
      function = String(match.output.1)
      image = String(match.output.2)
      file = String(match.output.3)
      guard let line = Int(match.output.4) else { return nil }
      self.line = line
    }

    nonisolated(unsafe) private static let pattern =
      /\s*\d+ (?:\[[a-z]+\] )*\s*0x[0-9a-fA-F]+ (.+) \+ \d+ in (\S+) at (.+?):(\d+)(?::\d+)?/
  }
}
