/// One place the tool could not rewrite, printed as `FILE:LINE: cannot rewrite: …`.
public struct Finding: Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): cannot rewrite: \(message)" }
}
