import Foundation

/// One process's part of a run, as read back from its file.
public struct RunPart: Equatable, Sendable {
  /// The part's file.
  public var path: String
  public var header: RunPartHeader
  public var snapshots: [SnapshotOutcome]
  public var checks: [CheckReport]
  /// The end line, absent when the process was killed or is still running.
  public var end: RunPartEnd?
  /// What was wrong with the file (a torn last line, a line that is not a record).
  public var notes: [String]

  /// Whether the process finished its part: an end line and every line readable.
  public var isComplete: Bool { end != nil && notes.isEmpty }

  /// The part in words: `XCTest part (pid 42 on build-3, shard 2 of 3)`.
  public var label: String {
    var text = "\(header.role) part (pid \(header.pid) on \(header.host)"
    if let shard = header.shard { text += ", shard \(shard.index) of \(shard.count)" }
    return text + ")"
  }

  /// Reads a part; `nil` when the file holds no header yet (a process that just began).
  /// - Parameter artifactsFolder: the folder the part was found in; pictures the part names
  ///   under the folder its process wrote to are looked for here instead.
  static func read(_ path: String, artifactsFolder: String) -> RunPart? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = RunRecord.NonFiniteNumbers.decoding
    let lines = data.split(separator: 0x0a, omittingEmptySubsequences: false)
    var part: RunPart?
    var notes: [String] = []
    let name = (path as NSString).lastPathComponent
    for (number, line) in lines.enumerated() where !line.isEmpty {
      // Every record ends with a newline; a last line without one was cut short.
      if number == lines.count - 1 {
        notes.append(
          "\(name): the last line is torn (its process stopped while writing it); ignored")
        continue
      }
      guard let record = try? decoder.decode(RunRecord.self, from: Data(line)) else {
        notes.append("\(name): line \(number + 1) is not a run record; ignored")
        continue
      }
      if let header = record.part, part == nil {
        part = RunPart(
          path: path, header: header, snapshots: [], checks: [], end: nil, notes: [])
      }
      if let snapshot = record.snapshot { part?.snapshots.append(snapshot) }
      if let check = record.check { part?.checks.append(check) }
      if let learnt = record.ownerLearnt { part?.learn(learnt) }
      if let end = record.end { part?.end = end }
    }
    part?.notes = notes
    part?.relocate(to: artifactsFolder)
    return part
  }

  /// Gives the snapshots so far of the learnt record's placeholder owner their owner.
  mutating func learn(_ learnt: RunRecord.OwnerLearnt) {
    for index in snapshots.indices where snapshots[index].owner?.id == learnt.placeholder {
      snapshots[index].owner = learnt.owner
    }
  }

  /// Points the failure pictures at `folder` when the part was written to another folder.
  mutating func relocate(to folder: String) {
    let from = URL(fileURLWithPath: header.artifactsFolder).standardizedFileURL.path
    let to = URL(fileURLWithPath: folder).standardizedFileURL.path
    guard from != to else { return }
    func moved(_ path: String?) -> String? {
      guard let path, path.hasPrefix(from + "/"),
        !FileManager.default.fileExists(atPath: path)
      else { return path }
      return to + path.dropFirst(from.count)
    }
    for index in snapshots.indices {
      snapshots[index].actualPath = moved(snapshots[index].actualPath)
      snapshots[index].diffPath = moved(snapshots[index].diffPath)
    }
  }
}
