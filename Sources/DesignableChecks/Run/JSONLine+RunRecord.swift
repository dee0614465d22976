import ImageDiff

/// The records of a run part as JSON, member for member what `JSONEncoder` writes for their
/// `Codable` conformances (optional members left out when `nil`, enums by raw value, a
/// ``PixelAllowance`` as `{"count":{"_0":3}}`), so that ``RunPart`` decodes them unchanged.
extension JSONLine {
  /// Writes a record: an object with its one set member.
  mutating func write(_ record: RunRecord) {
    beginObject()
    if let header = record.part {
      key("part")
      write(header)
    }
    if let snapshot = record.snapshot {
      key("snapshot")
      write(snapshot)
    }
    if let check = record.check {
      key("check")
      write(check)
    }
    if let end = record.end {
      key("end")
      beginObject()
      field("finished", end.finished)
      field("snapshots", end.snapshots)
      field("checks", end.checks)
      endObject()
    }
    if let learnt = record.ownerLearnt {
      key("ownerLearnt")
      beginObject()
      field("placeholder", learnt.placeholder)
      key("owner")
      write(learnt.owner)
      endObject()
    }
    endObject()
  }

  mutating func write(_ header: RunPartHeader) {
    beginObject()
    field("version", header.version)
    field("runID", header.runID)
    field("runIDSource", header.runIDSource)
    field("isSharedIdentity", header.isSharedIdentity)
    field("sequence", header.sequence)
    field("started", header.started)
    field("host", header.host)
    field("pid", Int(header.pid))
    field("role", header.role)
    field("arguments", header.arguments)
    field("filter", header.filter)
    if let shard = header.shard {
      key("shard")
      beginObject()
      field("index", shard.index)
      field("count", shard.count)
      field("source", shard.source)
      endObject()
    }
    field("artifactsFolder", header.artifactsFolder)
    field("expectedRoles", header.expectedRoles)
    endObject()
  }

  mutating func write(_ outcome: SnapshotOutcome) {
    beginObject()
    field("name", outcome.name)
    field("group", outcome.group)
    field("status", outcome.status.rawValue)
    field("referencePath", outcome.referencePath)
    field("actualPath", outcome.actualPath)
    field("diffPath", outcome.diffPath)
    if let result = outcome.result {
      key("result")
      write(result)
    }
    key("options")
    write(outcome.options)
    field("message", outcome.message)
    field("warning", outcome.warning)
    if let owner = outcome.owner {
      key("owner")
      write(owner)
    }
    field("decodeSeconds", outcome.decodeSeconds)
    field("compareSeconds", outcome.compareSeconds)
    endObject()
  }

  mutating func write(_ owner: SnapshotOwner) {
    beginObject()
    field("id", owner.id)
    field("label", owner.label)
    endObject()
  }

  mutating func write(_ result: DiffResult) {
    beginObject()
    field("width", result.width)
    field("height", result.height)
    field("actualWidth", result.actualWidth)
    field("actualHeight", result.actualHeight)
    field("differentPixels", result.differentPixels)
    field("ratio", result.ratio)
    field("maxChannelDelta", result.maxChannelDelta)
    field("maxDeltaE", result.maxDeltaE)
    if let box = result.boundingBox {
      key("boundingBox")
      beginObject()
      field("x", box.x)
      field("y", box.y)
      field("width", box.width)
      field("height", box.height)
      endObject()
    }
    field("antialiasedPixels", result.antialiasedPixels)
    field("ignoredPixels", result.ignoredPixels)
    field("allowedPixels", result.allowedPixels)
    endObject()
  }

  mutating func write(_ options: DiffOptions) {
    beginObject()
    field("channelTolerance", options.channelTolerance)
    field("perceptualTolerance", options.perceptualTolerance)
    field("yiqThreshold", options.yiqThreshold)
    key("allowedDifferingPixels")
    beginObject()
    switch options.allowedDifferingPixels {
    case .count(let count):
      key("count")
      beginObject()
      field("_0", count)
      endObject()
    case .ratio(let ratio):
      key("ratio")
      beginObject()
      field("_0", ratio)
      endObject()
    }
    endObject()
    field("ignoresAntialiasing", options.ignoresAntialiasing)
    key("ignoredRegions")
    beginArray()
    for region in options.ignoredRegions {
      beginObject()
      field("x", region.x)
      field("y", region.y)
      field("width", region.width)
      field("height", region.height)
      endObject()
    }
    endArray()
    endObject()
  }
}
