// libFuzzer target for JSONReader and JSONWriter; built by fuzz-json.sh together with the
// library's sources as one module, so it sees internal declarations.
//
// For every input: the reader must not crash, hang or recurse; an error must have a sane
// location; a parsed value written compactly must read back, and print the same text again
// (the writer's number rounding is idempotent); the pretty form must read back to the same
// value as the compact form.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let value: JSONValue
    do {
        value = try JSONReader.parse(input)
    } catch let error as JSONSyntaxError {
        precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error)")
        precondition(error.location.line <= size + 1 && error.location.column <= size + 1, "bad location \(error)")
        precondition(!error.message.isEmpty)
        return 0
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }

    let output = JSONOutput(value)
    let compact = JSONWriter.bytes(output, style: .compact)
    let reread: JSONOutput
    do {
        reread = JSONOutput(try JSONReader.parse(compact))
    } catch {
        preconditionFailure("written JSON does not read back: \(error)\n\(String(decoding: compact, as: UTF8.self))")
    }
    let again = JSONWriter.bytes(reread, style: .compact)
    precondition(again == compact, "not idempotent:\n\(String(decoding: compact, as: UTF8.self))\n\(String(decoding: again, as: UTF8.self))")

    let pretty = JSONWriter.bytes(output, style: .pretty)
    do {
        let prettyReread = JSONOutput(try JSONReader.parse(pretty))
        precondition(prettyReread == reread, "pretty and compact forms differ")
    } catch {
        preconditionFailure("pretty JSON does not read back: \(error)")
    }
    return 0
}
