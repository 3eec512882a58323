package rvm.inliner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.objectweb.asm.Opcodes;
import rvm.inliner.CalleeResolver.Dispatch;

/**
 * A class hierarchy written out by hand: methods by name, resolutions (an invoke resolves to the
 * method of its own owner, name and descriptor unless told otherwise), and class hierarchy analyses.
 */
final class FakeResolver implements CalleeResolver {

    /** The flags of a public instance method, for brevity. */
    static final int PUBLIC = Opcodes.ACC_PUBLIC;
    /** The flags of a public static method. */
    static final int STATIC = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;

    private final Map<String, Callee> methods = new HashMap<>();
    private final Map<String, String> resolutions = new HashMap<>();
    private final Map<String, List<Dispatch>> dispatches = new HashMap<>();

    /** Declares a guest method with a body of {@code size} units, of a class that is not final. */
    FakeResolver guest(String method, int access, int size) {
        return add(method, access, false, size, null);
    }

    /** Declares a guest method of a final class. */
    FakeResolver guestOfFinalClass(String method, int access, int size) {
        return add(method, access, true, size, null);
    }

    /** Declares a guest method kept as its class's bytecode for {@code keptReason}. */
    FakeResolver kept(String method, int access, int size, String keptReason) {
        return add(method, access, false, size, keptReason);
    }

    /** Declares a guest method without body (abstract or native by {@code access}). */
    FakeResolver bodiless(String method, int access) {
        methods.put(method, new Callee(method, access, false, true, null, null));
        return this;
    }

    /** Declares a JDK method. */
    FakeResolver host(String method, int access) {
        methods.put(method, Callee.host(method, access, false));
        return this;
    }

    /** Makes invokes naming {@code symbolic} resolve to {@code method} (an inherited method). */
    FakeResolver resolves(String symbolic, String method) {
        resolutions.put(symbolic, method);
        return this;
    }

    /** The class hierarchy analysis of {@code owner.name(Desc)}: pairs of receiver class and target. */
    FakeResolver cha(String ownerNameDesc, String... receiverAndTarget) {
        List<Dispatch> rows = new ArrayList<>();
        for (int i = 0; i < receiverAndTarget.length; i += 2) {
            rows.add(new Dispatch(receiverAndTarget[i], receiverAndTarget[i + 1]));
        }
        dispatches.put(ownerNameDesc, rows);
        return this;
    }

    private FakeResolver add(String method, int access, boolean classFinal, int size, String keptReason) {
        Callee c = Callee.host(method, access, classFinal); // only to take the name apart
        methods.put(method, new Callee(method, access, classFinal, true,
                Methods.ofSize(access, c.name(), c.descriptor(), size), keptReason));
        return this;
    }

    @Override
    public Optional<Callee> resolve(int opcode, String owner, String name, String descriptor) {
        String symbolic = owner + "." + name + descriptor;
        return Optional.ofNullable(methods.get(resolutions.getOrDefault(symbolic, symbolic)));
    }

    @Override
    public Optional<List<Dispatch>> dispatch(String owner, String name, String descriptor) {
        return Optional.ofNullable(dispatches.get(owner + "." + name + descriptor));
    }

    @Override
    public Optional<Callee> method(String method) {
        return Optional.ofNullable(methods.get(method));
    }
}
