#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator functions declared in <malloc.h> (`mallopt`, `malloc_trim`), which the Glibc
/// module does not import: they are looked up by name in the running process.
public enum GlibcMalloc {
    /// The C function `name` as `type` (a `@convention(c)` function type); `nil` when the C
    /// library has none by that name, or is not glibc.
    public static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }
}
