import Foundation

/// A JSON-RPC 2.0 request id: a number or a string, echoed back in the response.
public enum JSONRPCID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// A JSON-RPC error object, with the codes JSON-RPC 2.0 and the Language Server Protocol define.
public struct ResponseError: Codable, Error, Hashable, Sendable {
    /// The error code.
    public var code: Int
    /// The error in words.
    public var message: String

    /// Creates an error.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The body was not valid JSON.
    public static let parseErrorCode = -32700
    /// The JSON was not a JSON-RPC request or notification.
    public static let invalidRequestCode = -32600
    /// The server does not serve the method.
    public static let methodNotFoundCode = -32601
    /// The parameters do not fit the method.
    public static let invalidParamsCode = -32602
    /// A request came before `initialize`.
    public static let serverNotInitializedCode = -32002
    /// The request was understood but could not be carried out (LSP `RequestFailed`).
    public static let requestFailedCode = -32803
}

/// What every incoming message has, read before its parameters: a request has an id and a method,
/// a notification a method only, a response an id only.
struct MessageEnvelope: Decodable {
    /// Always `2.0`.
    var jsonrpc: String?
    /// The request's id.
    var id: JSONRPCID?
    /// The method.
    var method: String?
    /// Whether the message has a `result` or an `error`: a response to a request of ours.
    var isResponse: Bool

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
        id = try? container.decodeIfPresent(JSONRPCID.self, forKey: .id)
        method = try container.decodeIfPresent(String.self, forKey: .method)
        isResponse = container.contains(.result) || container.contains(.error)
    }
}

/// The parameters of a message, read as the method's own type.
struct ParamsEnvelope<Params: Decodable>: Decodable {
    /// The parameters.
    var params: Params
}

/// An outgoing response: the result, or an error.
struct ResponseMessage<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    /// The request's id; `null` when the request's id could not be read.
    var id: JSONRPCID?
    /// The result of a request that succeeded.
    var result: Result?
    /// The error of one that failed.
    var error: ResponseError?

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// An outgoing notification, or a request of the server's own (with an id).
struct OutgoingMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    /// The id of a request the server sends; `nil` for a notification.
    var id: JSONRPCID?
    /// The method.
    var method: String
    /// The parameters.
    var params: Params
}

/// An encodable `null`, the result of requests that return nothing.
struct JSONNull: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// The Language Server Protocol's base protocol: each message is a header section
/// (`Content-Length: N`, optionally `Content-Type`, each line ended by CR LF, then an empty line)
/// followed by N bytes of UTF-8 JSON.
///
/// The framer takes bytes as they arrive and hands out whole bodies. A header it cannot read is
/// reported and skipped up to the next `Content-Length`; a body over `maxBodyBytes` is reported and
/// skipped without being held in memory.
public struct MessageFramer: Sendable {
    /// What the framer found next in the stream.
    public enum Frame: Equatable, Sendable {
        /// A message's body.
        case body([UInt8])
        /// A header section that could not be read, with why.
        case badHeader(String)
        /// A body longer than the limit, skipped.
        case tooLarge(Int)
    }

    /// The longest body accepted. A spec is at most 1 MiB, which JSON escaping may make longer.
    public let maxBodyBytes: Int
    /// The longest header section accepted.
    public static let maxHeaderBytes = 4096
    /// Bytes received and not yet handed out.
    private var buffer: [UInt8] = []
    /// How many more bytes of a too-large body are still to be skipped.
    private var skipping = 0
    /// The header read of a body not yet complete: its length and the body's.
    private var pending: (headerLength: Int, bodyLength: Int)?

    /// A framer refusing bodies over `maxBodyBytes`.
    public init(maxBodyBytes: Int = 8 << 20) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Takes bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        guard skipping == 0 else { return nil }
        if let pending {
            guard buffer.count - pending.headerLength >= pending.bodyLength else { return nil }
            self.pending = nil
            let body = Array(buffer[pending.headerLength..<(pending.headerLength + pending.bodyLength)])
            buffer.removeFirst(pending.headerLength + pending.bodyLength)
            return .body(body)
        }
        guard let end = Self.find(Self.headerEnd, in: buffer) else {
            if buffer.count > Self.maxHeaderBytes {
                let reason = "a header section longer than \(Self.maxHeaderBytes) bytes"
                resynchronize(after: buffer.count)
                return .badHeader(reason)
            }
            return nil
        }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        let headerLength = end + Self.headerEnd.count
        switch Self.contentLength(header) {
        case .failure(let problem):
            resynchronize(after: headerLength)
            return .badHeader(problem.reason)
        case .success(let length) where length > maxBodyBytes:
            let available = buffer.count - headerLength
            skipping = max(0, length - available)
            buffer.removeFirst(min(buffer.count, headerLength + length))
            return .tooLarge(length)
        case .success(let length):
            pending = (headerLength, length)
            return next()
        }
    }

    /// One message's bytes on the wire: its header and its body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static let headerEnd = Array("\r\n\r\n".utf8)
    private static let lengthField = Array("content-length".utf8)

    /// Why a header section could not be read.
    struct HeaderProblem: Error {
        let reason: String
    }

    /// The `Content-Length` of a header section; every field must be `Name: value`.
    static func contentLength(_ header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "a header line without ':' ('\(line.prefix(40))')"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard value.utf8.count <= 18, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(value) else {
                    return .failure(HeaderProblem(reason: "a Content-Length that is not a number ('\(value.prefix(40))')"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "a header section without Content-Length")) }
        return .success(length)
    }

    /// Drops the bytes of an unreadable header, then everything up to the next `Content-Length`
    /// (a body may follow a header the framer could not read).
    private mutating func resynchronize(after count: Int) {
        buffer.removeFirst(min(count, buffer.count))
        let lowered = buffer.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        if let start = Self.find(Self.lengthField, in: lowered) {
            buffer.removeFirst(start)
        } else {
            // Keep only a tail that may be the start of the field name, cut by the chunks.
            let kept = (0..<min(Self.lengthField.count, lowered.count)).reversed().first { length in
                lowered.suffix(length).elementsEqual(Self.lengthField.prefix(length))
            } ?? 0
            buffer.removeFirst(buffer.count - kept)
        }
    }

    /// The offset of the first occurrence of `needle` in `haystack`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
