package bench.thirdparty;

import bench.Input;
import bench.Workload;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Script;
import org.mozilla.javascript.Scriptable;
import org.mozilla.javascript.ScriptableObject;

/**
 * Mozilla Rhino 1.7.15 interpreting an object-oriented JavaScript program (resource
 * {@code scheduler.js}): a discrete-event CPU scheduler simulation, a backtracking constraint
 * solver and a small expression-tree interpreter, all built from prototypes and closures.
 * Resembles SPECjvm98 _202_jess / DaCapo rhino: a language runtime running a script.
 *
 * <p>Rhino runs in interpreted mode (optimization level -1), so all of the work is in Rhino's
 * bytecode interpreter ({@code Interpreter.interpretLoop}) and its runtime. Its call structure:
 * property reads and writes go through {@code ScriptRuntime} to {@code Scriptable.get}/{@code put},
 * whose receivers are mostly the script's plain objects ({@code NativeObject}: skewed), with
 * arrays, function objects and prototypes as rarer receivers; calls of built-ins
 * ({@code Math.min}, {@code Array.prototype.push}, {@code Object.create}) go through
 * {@code IdFunctionObject.call} to {@code execIdCall} of several built-in classes. The script's
 * own polymorphism (three event kinds behind {@code fire}, three task kinds behind
 * {@code priority} and {@code quantum}, four expression nodes behind {@code eval}, five operator
 * closures used about evenly) becomes property-map lookups along prototype chains rather than
 * distinct Java receivers.
 */
public final class RhinoBench {

    private static final String SCRIPT = "scheduler.js";

    private RhinoBench() {
    }

    public static void main(String[] args) {
        Workload.main("rhino", args, RhinoBench::run);
    }

    static long run(Input input) throws IOException {
        String source = readScript();
        Context cx = Context.enter();
        try {
            cx.setOptimizationLevel(-1);
            cx.setLanguageVersion(Context.VERSION_ES6);
            Script script = cx.compileString(source, SCRIPT, 1, null);
            Scriptable scope = cx.initStandardObjects();
            ScriptableObject.putProperty(scope, "scale", rounds(input));
            return (long) Context.toNumber(script.exec(cx, scope));
        } finally {
            Context.exit();
        }
    }

    private static int rounds(Input input) {
        return input == Input.SMALL ? 1 : 700;
    }

    private static String readScript() throws IOException {
        try (InputStream in = RhinoBench.class.getResourceAsStream(SCRIPT)) {
            if (in == null) {
                throw new IOException("resource " + SCRIPT + " not found");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
