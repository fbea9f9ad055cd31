import Foundation

/// An image file found next to a spec, embedded in previews as a `data:` URI.
public struct PreviewAsset: Sendable, Hashable {
    /// The media type: `image/png`, `image/jpeg` or `image/svg+xml`.
    public var mediaType: String
    /// The file's bytes.
    public var bytes: Data

    /// Creates an asset.
    public init(mediaType: String, bytes: Data) {
        self.mediaType = mediaType
        self.bytes = bytes
    }

    /// The file extensions looked for, in order, with their media types.
    public static let extensions: [(String, String)] = [("png", "image/png"), ("jpg", "image/jpeg"), ("svg", "image/svg+xml")]

    /// The `data:` URI of the bytes.
    var dataURI: String { "data:\(mediaType);base64,\(bytes.base64EncodedString())" }
}
